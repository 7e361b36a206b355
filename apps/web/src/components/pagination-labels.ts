/** The pagination arrows show only an icon: each is named for screen readers (axe 'button-name'). */
const PAGINATION_CONTROL_LABELS = {
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
} as const;
export const paginationControlLabel = (control: keyof typeof PAGINATION_CONTROL_LABELS) => ({
  'aria-label': PAGINATION_CONTROL_LABELS[control],
});
