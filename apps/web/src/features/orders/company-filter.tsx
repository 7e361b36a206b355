// The order list's company filter is the shared one (components/company-filter.tsx), which 'Pembayaran' uses too.
export { CompanyFilter, CompanyName } from '../../components/company-filter';
