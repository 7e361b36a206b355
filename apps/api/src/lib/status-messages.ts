// The message the error handler answers for a status when the failure carries none of its own (a 4xx from
// Fastify or a plugin, a 503 outage): written once, read by the handler and by the document's examples.
export const STATUS_MESSAGES = {
  400: 'Permintaan tidak valid.',
  401: 'Unauthenticated.',
  403: 'Akses ditolak.',
  404: 'Data tidak ditemukan.',
  405: 'Metode tidak diizinkan.',
  406: 'Format tidak didukung.',
  409: 'Data bentrok dengan data lain.',
  413: 'Ukuran data terlalu besar.',
  415: 'Jenis konten tidak didukung.',
  429: 'Terlalu banyak permintaan. Coba lagi nanti.',
  503: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
} as const;

/** The handler's message for `status`, if it has one. */
export function statusMessage(status: number): string | undefined {
  return status in STATUS_MESSAGES ? STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES] : undefined;
}
