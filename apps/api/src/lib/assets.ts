// The folder of files the server reads beside its code (apps/api/assets: the invoice's fonts). Resolved from
// this module because src/lib/ and the compiled dist/bin/ sit at the same depth under apps/api, so one
// relative address holds in the source (tsx, tests) and in the bundle alike.
export const ASSETS = new URL('../../assets/', import.meta.url);
