import type { FastifyInstance } from 'fastify';
import { productItemExportColumns } from '@tagih/domain/schemas/export-columns';
import { productItemListQueries } from '@tagih/domain/schemas/list-columns';
import {
  productItemDetailSchema,
  productItemInputSchema,
  productItemSchema,
} from '@tagih/domain/schemas/product-item';
import { productItemRepository } from '../../../repositories/product-items.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function productItemRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'Product items',
    row: productItemSchema,
    detail: productItemDetailSchema,
    input: productItemInputSchema,
    repository: productItemRepository,
    columns: productItemExportColumns,
    queries: productItemListQueries,
    exportName: 'product-items',
  });
}
