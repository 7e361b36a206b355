// Dates as an Indonesian invoice writes them: '14 November 2026'. Calendar dates only ('YYYY-MM-DD'), so no
// time zone is involved; instants are first turned into their WIB date with todayInJakarta.
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

export function tanggal(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !day || !name) return date;
  return `${day} ${name} ${year}`;
}

/** A month 'YYYY-MM' as Indonesian writes it: 'November 2026'. */
export function bulan(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const name = MONTHS[(number ?? 0) - 1];
  return year && name ? `${name} ${year}` : month;
}

/** '1 November 2026 s.d. 30 November 2026' (s.d. = sampai dengan, "up to and including"). */
export function periode(start: string, end: string): string {
  return `${tanggal(start)} s.d. ${tanggal(end)}`;
}
