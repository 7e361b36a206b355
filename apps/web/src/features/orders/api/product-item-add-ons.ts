// `GET /product-items/{id}`: the chosen product's price and its add-ons (spec section 3: addOns[] of
// {add_on_id, add_on: [{id, name, price}]}), so choosing a product can preselect them.
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import type { ChosenItem, ChosenProduct } from '../form/order-form-values';

/** Only what the order form reads of the product item's detail. */
const productWithAddOnsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string(),
  addOns: z
    .array(
      z.object({
        add_on_id: z.number().int(),
        add_on: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.string() })),
      }),
    )
    .default([]),
});

export async function fetchProductWithAddOns(
  id: number | string,
): Promise<{ product: ChosenProduct; addOns: ChosenItem[] }> {
  const response = await api.get<Envelope<unknown>>(`/product-items/${encodeURIComponent(String(id))}`);
  const detail = productWithAddOnsSchema.parse(response.data);
  const addOns = detail.addOns.flatMap((link) =>
    link.add_on.map((addOn) => ({ id: addOn.id, name: addOn.name, price: addOn.price })),
  );
  return {
    product: {
      id: detail.id,
      name: detail.name,
      price: detail.price,
      addOnIds: detail.addOns.map((link) => link.add_on_id),
    },
    addOns,
  };
}
