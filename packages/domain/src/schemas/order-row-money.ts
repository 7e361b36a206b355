// The money an order row answers beyond its prices: what is owed (decisions.md "What is owed", domain
// payments.ts owedFigures) and its tax (PPN, the buyer's PPN role, the faktur). Kept apart from order.ts so the
// row's shape stays readable; orderRowSchema spreads both in place.
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payments.ts';
import { DPP_RULES } from '../ppn.ts';
import { PPN_BUYER_TYPES } from '../ppn-buyer.ts';
import { moneyOutput } from './common.ts';

export const orderOwedFields = {
  /** What is still owed: the amount due (domain payments.ts) less the payments and PPh 23 withheld; 0 when paid. */
  balance_due: moneyOutput,
  /** The invoice's ask: Total Harga or a positive Sisa Bayar, with PPN unless the buyer collects it (02/03). */
  amount_due: moneyOutput,
  /** Approved payments, net of reversals. */
  paid_amount: moneyOutput,
  /** PPh 23 the buyer withheld (domain pph23.ts), net of reversals; it settles the invoice beside paid_amount. */
  withheld: moneyOutput,
  /** YYYY-MM-DD: the invoice date (created day, WIB) + 14 days, as the invoice prints it. */
  due_date: z.string(),
  /** Days from due_date to today (WIB) while balance_due > 0, else 0. */
  days_overdue: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
};

export const orderTaxFields = {
  // PPN (packages/domain ppn.ts), fixed when the order was stored under 'Setting Pajak'; all null for an
  // order stored while the seller was not PKP, whose figures are the spec's alone.
  /** DPP (Nilai Lain under the 11/12 rule) of what the order charges: Total Harga, or an upgrade's Sisa Bayar. */
  dpp: moneyOutput.nullable(),
  ppn: moneyOutput.nullable(),
  /** What the buyer pays: the amount before tax plus PPN. */
  total_with_ppn: moneyOutput.nullable(),
  ppn_rate: z.number().int().nullable(),
  dpp_rule: z.enum(DPP_RULES).nullable(),
  /** The buyer's PPN role when the order was stored (ppn-buyer.ts). */
  ppn_buyer_type: z.enum(PPN_BUYER_TYPES).nullable(),
  /** The 17-digit number DJP gave the order's tax invoice (POST /orders/faktur-number), once recorded. */
  faktur_number: z.string().nullable(),
  /** The faktur number this order's faktur replaced (its last replacement done), printed on the invoice. */
  replaced_faktur_number: z.string().nullable(),
  /** A replacement is open: the figures may change until the new faktur number is recorded. */
  faktur_replacing: z.boolean(),
};
