// The OpenAPI group of the 'Administrator' routes (lib/document-tags.ts declares it).
export const ADMINS_TAG = 'Administrators';
