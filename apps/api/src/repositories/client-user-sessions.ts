// Login sessions of client users (the people of client companies who sign in to the product, not to this
// console). 'Clear All Session User' ends them all; administrators' sessions live elsewhere and stay.
import { clientUserSessions, type Db } from '@tagih/db';
import { writeAudit, type AuditContext } from './audit.ts';

/** Deletes every client user session and returns how many there were. */
export async function destroyAllClientUserSessions(db: Db, context: AuditContext): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(clientUserSessions).returning({ id: clientUserSessions.id });
    await writeAudit(tx, context, {
      action: 'destroy-sessions',
      entity: 'client_user_session',
      entityId: 'all',
      after: { deleted: deleted.length },
    });
    return deleted.length;
  });
}
