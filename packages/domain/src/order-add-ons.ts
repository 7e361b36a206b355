// Which add-ons an order may carry (decisions.md "Pricing"): only the chosen product item's own. The server
// refuses any other with 422 on `array_addon`, naming it, and the order form, when another product is
// chosen, puts that product's add-ons in place of the previous product's. One rule and one wording here,
// so the form and the server never disagree about what belongs to a product.

/** The message under `array_addon` for an add-on the chosen product does not include. */
export const addOnOutsideProductMessage = (name: string) =>
  `Add-on ${name} tidak termasuk dalam produk yang dipilih.`;

/** The chosen add-ons that are not among the product's own, in the order they were chosen. */
export function addOnsOutsideProduct<T extends { id: number }>(
  productAddOnIds: readonly number[],
  chosen: readonly T[],
): T[] {
  const own = new Set(productAddOnIds);
  return chosen.filter((addOn) => !own.has(addOn.id));
}

/**
 * The add-on selection after a product is (re)loaded in the form: a different product brings its own
 * add-ons in place of the previous selection; the same product keeps what was chosen among its add-ons.
 */
export function addOnSelectionFor(
  productAddOnIds: readonly number[],
  current: readonly string[],
  productChanged: boolean,
): string[] {
  const own = productAddOnIds.map(String);
  if (productChanged) return [...new Set(own)];
  const ownSet = new Set(own);
  return current.filter((id) => ownSet.has(id));
}
