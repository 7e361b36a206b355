// Master package form values <-> the record and the payload (spec 2.18; decisions.md "The ledger"). Kode Paket
// has two modes: automatic, where the field shows the server's preview (create) or the stored code (edit)
// and the payload carries no new code, so the server generates one on create and the stored code stays on
// edit; and manual, where the typed code is sent as it is and an empty one is refused here ('Wajib diisi.').
import { masterPackageInputSchema } from '@tagih/domain/schemas/master-package';
import type { MasterPackageDetail, MasterPackageInput } from '@tagih/domain/schemas/master-package';
import { z } from 'zod';

export type MasterPackageFormValues = {
  nama_paket: string;
  /** What is sent: the typed code (manual), the stored code (edit, automatic) or '' (create, automatic). */
  kode_paket: string;
  /** The pencil of the Kode Paket field is on: the code is typed by the user. */
  kode_manual: boolean;
  product_item_id: string | null;
  user_package_id: string | null;
  user_storage_id: string | null;
  add_on_id: string[];
  start_date: string;
  end_date: string;
};

export const initialMasterPackageValues: MasterPackageFormValues = {
  nama_paket: '',
  kode_paket: '',
  kode_manual: false,
  product_item_id: null,
  user_package_id: null,
  user_storage_id: null,
  add_on_id: [],
  start_date: '',
  end_date: '',
};

const idText = (id: number | null) => (id === null ? null : String(id));

export const masterPackageToValues = (row: MasterPackageDetail): MasterPackageFormValues => ({
  nama_paket: row.nama_paket,
  kode_paket: row.kode_paket,
  kode_manual: false,
  product_item_id: idText(row.product_item_id),
  user_package_id: idText(row.user_package_id),
  user_storage_id: idText(row.user_storage_id),
  add_on_id: row.add_on_id.map(String),
  start_date: row.start_date ?? '',
  end_date: row.end_date ?? '',
});

/** The payload schema, plus the form's own rule: a manual code cannot be left empty (both sides trim it). */
export const masterPackageFormSchema = z.intersection(
  masterPackageInputSchema,
  z
    .object({ kode_manual: z.boolean(), kode_paket: z.string().trim() })
    .refine((values) => !values.kode_manual || values.kode_paket !== '', {
      path: ['kode_paket'],
      message: 'Wajib diisi.',
    }),
);

/** No `kode_paket` at all when there is none to send: the server then generates it. */
export function masterPackageToPayload(values: MasterPackageFormValues): MasterPackageInput {
  const { kode_manual: _mode, kode_paket, ...rest } = values;
  const code = kode_paket.trim();
  return { ...rest, ...(code === '' ? {} : { kode_paket: code }) } as MasterPackageInput;
}
