// Maker-checker (issue 33): 'Setting Persetujuan' is on by default, so the administrator who uploaded a proof
// cannot approve it (403 naming the rule, nothing changes) while another administrator can; switched off, the
// uploader may. The amount rule (above 'finance_above' only finance or admin) is shown for every role in
// packages/domain approval-rules.test.ts: no role but those two holds payments.review today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, paymentReviews, payments } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { UPLOADER_REFUSAL } from '@tagih/domain/approval-rules';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { multipart } from './fixtures/multipart.ts';
import { solidPng } from './fixtures/images.ts';
import { createAdmin } from '../src/repositories/admins.ts';
import { MAKER } from './proof-maker.ts';

const CLERK = { email: 'kasir@tagih.local', name: 'Kasir Finance', password: 'kasir-Finance-2026' };

describe('maker-checker: the uploader of a proof does not approve it (issue 33)', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  let clerkToken: string;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    // A finance clerk may review payments and upload proofs (what a customer mailed in): the maker who checks.
    await createAdmin(t.database.db, {
      ...CLERK,
      role: 'finance',
      context: { adminId: null, requestId: 'test' },
    });
    clerkToken = await t.login(CLERK.email, CLERK.password);
  });
  afterAll(() => t.close());
  const { uploadProof, book, approve } = paymentCalls(() => t);
  const settings = (payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/settings/approvals', payload });
  const asClerk = (options: Parameters<TestContext['request']>[0]) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${clerkToken}` } });
  const approveAsClerk = (orderId: number, reviewId: number, amount: string) =>
    asClerk({
      method: 'POST',
      url: `/api/orders/${orderId}/payments/${reviewId}/approve`,
      payload: { amount, received_on: todayInJakarta() },
    });
  const proofForm = (orderId: number, shade: number) =>
    multipart([
      { name: 'id', value: String(orderId) },
      { name: 'file', value: solidPng(4, 4, [shade, 9, 9]), filename: 'bukti.png', contentType: 'image/png' },
    ]);
  let shade = 0;
  /** An order whose proof the finance clerk uploaded: its id, pending review and total. */
  async function proofByClerk() {
    const order = await createOrder(t, basePayload(c));
    shade += 1;
    const uploaded = await asClerk({
      method: 'POST',
      url: '/api/orders/payment_proof',
      ...proofForm(order.id, shade),
    });
    expect(uploaded.statusCode).toBe(200);
    const review = (await book(order.id)).reviews[0]!;
    return { id: order.id, reviewId: review.id, total: String(order.total_price) };
  }

  it('answers the defaults before the setting is saved: the uploader rule on, no amount limit', async () => {
    const shown = await t.request({ method: 'GET', url: '/api/settings/approvals' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({ separate_uploader: true, finance_above: null, updated_at: null });
  });

  it('names the uploader on the review and tells the console the rules', async () => {
    const order = await createOrder(t, basePayload(c));
    expect((await uploadProof(order.id)).statusCode).toBe(200);
    const id = order.id;
    const payments = await book(id);
    expect(payments.reviews[0]).toMatchObject({ status: 'pending', uploaded_by_name: MAKER.name });
    expect(payments.approval_rules).toEqual({
      separate_uploader: true,
      finance_above: null,
    });
  });

  it('refuses the uploader with 403 naming the rule and changes nothing; another administrator approves', async () => {
    const { id, reviewId, total } = await proofByClerk();
    const audits = (await t.database.db.select().from(auditLogs)).length;
    const refused = await approveAsClerk(id, reviewId, total);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: UPLOADER_REFUSAL });
    const [review] = await t.database.db.select().from(paymentReviews).where(eq(paymentReviews.id, reviewId));
    expect(review).toMatchObject({ status: 'pending', decided_by: null, amount: null });
    expect(await t.database.db.select().from(payments).where(eq(payments.order_id, id))).toEqual([]);
    expect((await t.database.db.select().from(auditLogs)).length).toBe(audits);

    const approved = await approve(id, reviewId, { amount: total, received_on: todayInJakarta() });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await book(id)).reviews[0]).toMatchObject({
      status: 'approved',
      decided_by_name: expect.any(String),
    });
  });

  it('makes whoever replaced the image the maker: the replacer is refused, the first uploader may approve', async () => {
    const { id, reviewId, total } = await proofByClerk();
    // The admin replaces the clerk's image on the waiting review.
    await t.request({ method: 'POST', url: '/api/orders/payment_proof', ...proofForm(id, 200) });
    const review = (await book(id)).reviews[0]!;
    expect(review).toMatchObject({ id: reviewId, status: 'pending' });
    expect(review.decided_by_name).toBeNull();
    const refused = await approve(id, reviewId, { amount: total, received_on: todayInJakarta() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(UPLOADER_REFUSAL);
    const approved = await approveAsClerk(id, reviewId, total);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses the uploader a publish that would approve their waiting proof, and changes nothing', async () => {
    const { id, reviewId, total } = await proofByClerk();
    const published = await asClerk({
      method: 'POST',
      url: `/api/orders/change-status/${id}`,
      payload: { status: 1, amount: total, received_on: todayInJakarta() },
    });
    expect(published.statusCode).toBe(403);
    expect(published.json().message).toBe(UPLOADER_REFUSAL);
    const [review] = await t.database.db.select().from(paymentReviews).where(eq(paymentReviews.id, reviewId));
    expect(review).toMatchObject({ status: 'pending', decided_by: null });
    expect(await t.database.db.select().from(payments).where(eq(payments.order_id, id))).toEqual([]);
  });

  it('lets the uploader approve once the rule is switched off (audited), and refuses again when on', async () => {
    const saved = await settings({ separate_uploader: false, finance_above: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Setting persetujuan disimpan.',
      data: { separate_uploader: false, finance_above: null, updated_at: expect.any(String) },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity, 'approval_settings'));
    expect(audit).toMatchObject({ action: 'update', admin_role: 'admin' });

    const first = await proofByClerk();
    expect((await approveAsClerk(first.id, first.reviewId, first.total)).statusCode).toBe(200);

    await settings({ separate_uploader: true, finance_above: null });
    const second = await proofByClerk();
    expect((await approveAsClerk(second.id, second.reviewId, second.total)).statusCode).toBe(403);
  });

  it('keeps an amount limit exactly and lets finance and admin approve above it', async () => {
    const saved = await settings({ separate_uploader: true, finance_above: '9007199254740993' });
    expect(saved.json().data.finance_above).toBe('9007199254740993');
    const { id, reviewId, total } = await proofByClerk();
    // Finance approves above a limit of 1 rupiah, once the uploader rule is off; so does admin.
    await settings({ separate_uploader: false, finance_above: '1' });
    expect((await approveAsClerk(id, reviewId, total)).statusCode).toBe(200);
    const other = await proofByClerk();
    const approved = await approve(other.id, other.reviewId, {
      amount: other.total,
      received_on: todayInJakarta(),
    });
    expect(approved.statusCode).toBe(200);
  });

  it('refuses a bad setting with 422 keyed by field and changes nothing', async () => {
    await settings({ separate_uploader: true, finance_above: null });
    for (const [payload, field] of [
      [{ separate_uploader: 'ya', finance_above: null }, 'separate_uploader'],
      [{ separate_uploader: true, finance_above: '-5' }, 'finance_above'],
      [{ separate_uploader: true, finance_above: '1.5' }, 'finance_above'],
      [{ separate_uploader: true, finance_above: '1'.repeat(19) }, 'finance_above'],
      [{ finance_above: null }, 'separate_uploader'],
    ] as const) {
      const refused = await settings(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().errors).toHaveProperty(field);
    }
    const shown = await t.request({ method: 'GET', url: '/api/settings/approvals' });
    expect(shown.json().data).toMatchObject({ separate_uploader: true, finance_above: null });
  });

  it('refuses a finance clerk the setting itself (settings.write is admin only)', async () => {
    const refused = await asClerk({
      method: 'PUT',
      url: '/api/settings/approvals',
      payload: { separate_uploader: false, finance_above: null },
    });
    expect(refused.statusCode).toBe(403);
  });
});
