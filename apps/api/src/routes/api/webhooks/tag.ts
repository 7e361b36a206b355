// The OpenAPI group of the 'Webhook' routes (lib/document-tags.ts declares it).
export const WEBHOOKS_TAG = 'Webhooks';

/** What a store and an update say of the URLs they refuse (webhooks/address-guard.ts). */
export const URL_REFUSAL =
  '422 under `url` when it is not http(s), or its host resolves to a loopback, private (RFC 1918, ULA), ' +
  'link-local, CGNAT, unspecified or multicast address (unless the server runs with WEBHOOK_ALLOW_PRIVATE=1).';
