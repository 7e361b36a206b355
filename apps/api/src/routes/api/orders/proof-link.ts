// The proof image is never public: the API hands signed-in admins a short-lived signed link to it
// (decisions.md "Sessions and security"), added to every order row it answers with.
import type { FastifyInstance } from 'fastify';

/** How long a proof link stays valid, in seconds. */
export const PROOF_LINK_TTL = 600;

export const proofPath = (id: number) => `/api/orders/proof/${id}`;

export function proofLink(app: FastifyInstance, id: number): string {
  return app.links.sign(proofPath(id), PROOF_LINK_TTL);
}

export function withProofLink<Row extends { id: number; payment_proof: string | null }>(
  app: FastifyInstance,
  row: Row,
): Row {
  return { ...row, image_payment_proof: row.payment_proof ? proofLink(app, row.id) : null };
}
