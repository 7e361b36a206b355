// A bukti potong's PDF is never public: signed-in administrators get a short-lived signed link to it, as to a
// payment proof (proof-link.ts).
import type { FastifyInstance } from 'fastify';
import { PROOF_LINK_TTL } from '../orders/proof-link.ts';

export const withholdingPdfPath = (paymentId: number) => `/api/withholdings/pdf/${paymentId}`;

export function withholdingPdfLink(app: FastifyInstance, paymentId: number): string {
  return app.links.sign(withholdingPdfPath(paymentId), PROOF_LINK_TTL);
}
