// The groups of the OpenAPI document, declared once with what each holds. A route names its group by `tags`;
// a name not declared here fails the contract test (Redocly's and Spectral's `operation-tag-defined`).
export const DOCUMENT_TAGS = [
  { name: 'Auth', description: "An administrator's sign-in, sign-out and password change." },
  {
    name: 'Public',
    description:
      'What answers without a bearer token: the login page settings, release notes and signed invoice links.',
  },
  {
    name: 'Orders',
    description:
      'Orders (invoices) from store to payment: the paged list, export, lifecycle steps, payment proofs and ' +
      "reviews, and the month's invoice register.",
  },
  {
    name: 'Invoices',
    description: 'The invoice PDFs (signed links and the bearer route), sending them by mail and WhatsApp.',
  },
  { name: 'Tax', description: 'PPN settings, faktur numbers and the monthly Coretax e-Faktur file.' },
  {
    name: 'Receivables',
    description:
      "What each company owes on a day, aged by days past due ('Piutang'), its summary and export.",
  },
  {
    name: 'Payments received',
    description:
      "Every payment received across orders ('Pembayaran'), with the filter's totals and the export.",
  },
  {
    name: 'Withholdings',
    description:
      "PPh 23 withheld by buyers and their bukti potong ('Bukti Potong'): the list, what is still missing, the export and the PDFs.",
  },
  {
    name: 'Subscriptions',
    description: 'Chains of orders of a company (a new order, its upgrades and renewals), and renewing them.',
  },
  {
    name: 'Reports',
    description:
      "Figures a subscription business is steered by ('Laporan'): MRR, ARR, active subscriptions and the monthly movements, and their export.",
  },
  {
    name: 'Webhooks',
    description:
      'Endpoints told of changes (Standard Webhooks, at least once), their delivery log, redelivery and a test send.',
  },
  { name: 'Reminders', description: 'Payment reminder steps and what was sent for an order.' },
  { name: 'Companies', description: 'Client companies: the paged list, export and the standard set.' },
  { name: 'Company look-ups', description: "A company's group accesses, branches and roles, for the forms." },
  { name: 'Users', description: "Client users and the console's administrators." },
  { name: 'Product items', description: 'Catalogue: the products sold.' },
  { name: 'Add-ons', description: 'Catalogue: add-ons sold with a product.' },
  { name: 'Extra packages', description: 'Catalogue: extra charges an order can carry.' },
  { name: 'User packages', description: 'Catalogue: priced user packages per product.' },
  { name: 'User storages', description: 'Catalogue: priced storage sizes.' },
  { name: 'Master packages', description: 'Catalogue: package codes (kode paket) bundling the above.' },
  { name: 'Reference modules', description: 'Catalogue: modules and their sub-modules.' },
  { name: 'Vouchers', description: 'Discount vouchers and their rules.' },
  { name: 'Release notes', description: 'Release notes written in the console and shown on the login page.' },
  { name: 'Settings', description: 'The login background and the session settings.' },
  {
    name: 'Administrators',
    description:
      "Who signs in to the console and with which role ('Administrator'): one-time passwords, disable, enable; admin only.",
  },
  {
    name: 'API Keys',
    description:
      "Keys integrators call /api with (`Authorization: Bearer tgh_...`, 'API Key'): secret shown once, revoke; admin only.",
  },
  { name: 'Audit log', description: 'Who changed what and when, before and after, for every write.' },
];
