// Staff roles (issue 33, decisions.md "Administrators"): who may do what, the one table the API enforces on
// every /api route (each route names its permission), the console reads to show only what a role may use,
// and docs/roles.md prints. A role has a permission when the permission lists it; nothing else grants one.

export const ROLES = ['admin', 'finance', 'sales', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  finance: 'Finance',
  sales: 'Sales',
  viewer: 'Viewer',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Semua akses, termasuk setting dan administrator.',
  finance: 'Order, pembayaran, pajak, piutang, laporan; katalog dan company hanya baca.',
  sales: 'Company, user, order (buat, ubah, upgrade, kirim, unggah bukti); katalog hanya baca.',
  viewer: 'Hanya membaca dan mengekspor; tidak bisa mengubah apa pun.',
};

const EVERYONE = ROLES;

/**
 * Each permission: what it allows, in the words a refused caller reads ('Anda tidak berhak <what>.'), and the
 * roles that hold it. Reads are split by area because sales staff do not see tax, receivables, reports or the
 * audit log, while a viewer reads everything but the administrators.
 */
export const PERMISSIONS = {
  account: { what: 'mengelola akun sendiri', roles: EVERYONE },
  'catalogue.read': { what: 'melihat katalog', roles: EVERYONE },
  'catalogue.write': { what: 'mengubah katalog, voucher dan release note', roles: ['admin'] },
  'companies.read': { what: 'melihat company dan user', roles: EVERYONE },
  'companies.write': { what: 'mengubah company dan user', roles: ['admin', 'sales'] },
  'orders.read': { what: 'melihat order', roles: EVERYONE },
  'orders.write': { what: 'membuat, mengubah, upgrade atau memperpanjang order', roles: ['admin', 'sales'] },
  'orders.send': { what: 'mengirim invoice', roles: ['admin', 'finance', 'sales'] },
  'orders.proof': { what: 'mengunggah bukti pembayaran', roles: ['admin', 'finance', 'sales'] },
  'orders.pay': { what: 'mengubah status pembayaran order', roles: ['admin', 'finance'] },
  'orders.cancel': { what: 'membatalkan atau menghapus order', roles: ['admin'] },
  'payments.review': {
    what: 'meninjau pembayaran dan mencatat bukti potong',
    roles: ['admin', 'finance'],
  },
  'receivables.read': {
    what: 'melihat piutang, pembayaran, bukti potong dan laporan rekening',
    roles: ['admin', 'finance', 'viewer'],
  },
  'statements.send': { what: 'mengirim laporan rekening', roles: ['admin', 'finance'] },
  'tax.read': { what: 'melihat faktur pajak dan ekspor e-Faktur', roles: ['admin', 'finance', 'viewer'] },
  'tax.write': { what: 'mencatat faktur pajak', roles: ['admin', 'finance'] },
  'reports.read': { what: 'melihat laporan', roles: ['admin', 'finance', 'viewer'] },
  'audit.read': { what: 'melihat audit log', roles: ['admin', 'finance', 'viewer'] },
  'settings.read': { what: 'melihat setting', roles: ['admin', 'viewer'] },
  'settings.write': { what: 'mengubah setting', roles: ['admin'] },
  'admins.manage': { what: 'mengelola administrator', roles: ['admin'] },
  'integrations.manage': { what: 'mengelola API key dan webhook', roles: ['admin'] },
} as const satisfies Record<string, { what: string; roles: readonly Role[] }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a role holds a permission. */
export function allows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The message of a refusal: what was refused and the caller's role. */
export function refusalMessage(role: Role, permission: Permission): string {
  return `Anda tidak berhak ${PERMISSIONS[permission].what} (peran ${ROLE_LABELS[role]}).`;
}

/** Every permission a role holds, for the console (the login and profile answers carry the role only). */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSION_NAMES.filter((permission) => allows(role, permission));
}

/** The table as Markdown, one row per permission and a column per role (docs/roles.md; a test keeps it true). */
export function permissionTableMarkdown(): string {
  const head = `| Izin | Artinya | ${ROLES.map((role) => ROLE_LABELS[role]).join(' | ')} |`;
  const rule = `|---|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSION_NAMES.map((permission) => {
    const marks = ROLES.map((role) => (allows(role, permission) ? '✓' : '—')).join(' | ');
    return `| \`${permission}\` | ${PERMISSIONS[permission].what} | ${marks} |`;
  });
  return [head, rule, ...rows].join('\n');
}
