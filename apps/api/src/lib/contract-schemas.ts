// The answers the OpenAPI document names as component schemas (`#/components/schemas/Order`, ...), so a
// generated client has one type per resource instead of a copy per operation. Request bodies stay inline
// (each is used by one store and one update). Kept apart from zod's global
// registry: the response serializer inlines every schema it compiles.
import { z } from 'zod';
import { addOnDetailSchema, addOnSchema } from '@tagih/domain/schemas/add-on';
import { adminSchema } from '@tagih/domain/schemas/auth';
import { companySchema } from '@tagih/domain/schemas/company';
import { errorEnvelopeSchema, validationErrorSchema } from '@tagih/domain/schemas/errors';
import { extraPackageSchema } from '@tagih/domain/schemas/extra-package';
import { invoiceRegisterEntrySchema } from '@tagih/domain/schemas/invoice-register';
import { masterPackageSchema } from '@tagih/domain/schemas/master-package';
import { orderDetailSchema, orderRowSchema } from '@tagih/domain/schemas/order';
import { productItemDetailSchema, productItemSchema } from '@tagih/domain/schemas/product-item';
import { releaseNoteSchema } from '@tagih/domain/schemas/release-note';
import { userPackageSchema } from '@tagih/domain/schemas/user-package';
import { userStorageSchema } from '@tagih/domain/schemas/user-storage';
import { userSchema } from '@tagih/domain/schemas/user';
import { voucherSchema } from '@tagih/domain/schemas/voucher';

export const contractSchemas = z.registry<{ id: string }>();

const named: Record<string, z.ZodType> = {
  ErrorEnvelope: errorEnvelopeSchema,
  ValidationError: validationErrorSchema,
  Admin: adminSchema,
  Company: companySchema,
  User: userSchema,
  Order: orderRowSchema,
  OrderDetail: orderDetailSchema,
  InvoiceRegisterEntry: invoiceRegisterEntrySchema,
  ProductItem: productItemSchema,
  ProductItemDetail: productItemDetailSchema,
  AddOn: addOnSchema,
  AddOnDetail: addOnDetailSchema,
  ExtraPackage: extraPackageSchema,
  UserPackage: userPackageSchema,
  UserStorage: userStorageSchema,
  MasterPackage: masterPackageSchema,
  Voucher: voucherSchema,
  ReleaseNote: releaseNoteSchema,
};
for (const [id, schema] of Object.entries(named)) contractSchemas.add(schema, { id });
