// An invoice's content as invoice-content.ts builds it, with the buyer, number and amount a test chooses: for
// the tests that draw or key an invoice without an order behind it.
import type { InvoiceContent } from '../src/orders/invoice/content/invoice-shape.ts';

export function sampleContent(buyer: string, number: string, amount: string): InvoiceContent {
  return {
    variant: 'standard',
    document: { title: `Invoice ${number}`, author: 'PT Tagih Teknologi' },
    title: 'INVOICE',
    number,
    invoiceDate: '14 November 2026',
    dueDate: '28 November 2026',
    period: '1 November 2026 s.d. 30 November 2026',
    facts: [
      ['No. Invoice', number],
      ['Tanggal', '14 November 2026'],
    ],
    seller: {
      name: 'PT Tagih Teknologi',
      address: 'Jl. Sudirman 1, Jakarta',
      npwp: '01.234.567.8-901.000',
      bankAccount: 'BCA 123',
    },
    sellerLines: ['Jl. Sudirman 1, Jakarta', 'NPWP: 01.234.567.8-901.000'],
    buyer: { heading: 'DITAGIHKAN KEPADA', name: buyer, lines: ['Jl. Merdeka 10, Bandung', 'NPWP: -'] },
    box: null,
    paid: null,
    continued: `Invoice ${number} (lanjutan)`,
    table: {
      kind: 'standard',
      columns: [
        { key: 'description', title: 'Deskripsi' },
        { key: 'qty', title: 'Qty' },
        { key: 'unitPrice', title: 'Harga Satuan' },
        { key: 'months', title: 'Bulan' },
        { key: 'amount', title: 'Jumlah' },
      ],
    },
    lines: [{ description: 'Tagih ERP Starter', qty: '1', unitPrice: amount, months: '1', amount }],
    totals: [{ label: 'Total', amount: `Rp. ${amount}`, strong: true }],
    amountDue: 1n,
    ppnCollectedByBuyer: null,
    words: 'Terbilang: Satu rupiah',
    payment: {
      heading: 'Cara Pembayaran',
      lines: [{ text: 'Transfer ke BCA 123', strong: true }, { text: `Sebesar Rp. ${amount}` }],
    },
    footnote: 'Invoice ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    footer: { left: `PT Tagih Teknologi - ${number}`, page: 'Halaman {page} dari {pages}' },
  };
}
