// The OpenAPI group of the subscription routes (lib/document-tags.ts declares it).
export const SUBSCRIPTIONS_TAG = 'Subscriptions';
