// Product item and add-on totals from their priced sub-modules (spec 2.12 and section 5, decisions.md
// "Pricing"), in one place: the form's Total column and totals, the server's stored price and total_disc, and
// the flexmod invoice's breakdown all come from here, so a product's price reads the same everywhere.
import { capDiscount, toRupiah, type Rupiah } from './money.ts';

type MoneyText = string | null | undefined;

/** '' / null / undefined (an empty input) -> null; otherwise the amount, which must be whole rupiah >= 0. */
function amountOf(text: MoneyText): Rupiah | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const amount = toRupiah(text);
  if (amount < 0n) throw new RangeError(`A sub-module amount cannot be negative: '${text}'`);
  return amount;
}

/**
 * The Total shown beside one sub-module row (spec 2.12): 0 if price and disc are both empty; the value present
 * if only one is (the spec's rule, so a row with only a disc shows that disc); price - disc if both are, never
 * below 0 (a disc above the price shows 0, as the saved totals count it).
 */
export function submoduleRowTotal(price?: MoneyText, disc?: MoneyText): Rupiah {
  const p = amountOf(price);
  const d = amountOf(disc);
  if (p === null) return d ?? 0n;
  if (d === null) return p;
  return p - capDiscount(d, p);
}

export interface SubmoduleRow {
  price?: MoneyText;
  disc?: MoneyText;
  checked: boolean;
}

/**
 * The price and total_disc saved for a product item or add-on: over the checked rows, total = sum(price - disc)
 * and totalDisc = sum(disc), a missing price or disc counted as 0. A disc is capped at its row's price, so no row
 * lowers the total below 0 and total + totalDisc is always the sum of the checked prices.
 */
export function submoduleTotals(rows: readonly SubmoduleRow[]): { total: Rupiah; totalDisc: Rupiah } {
  let total = 0n;
  let totalDisc = 0n;
  for (const row of rows) {
    if (!row.checked) continue;
    const price = amountOf(row.price) ?? 0n;
    const disc = capDiscount(amountOf(row.disc) ?? 0n, price);
    total += price - disc;
    totalDisc += disc;
  }
  return { total, totalDisc };
}
