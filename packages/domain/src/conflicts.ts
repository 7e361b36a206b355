// The one 409 that means "saved by someone else meanwhile" (the server's optimistic check), worded once: the
// console's forms answer it with 'Muat ulang', and show any other 409 (a state the lifecycle does not allow,
// a numbered faktur's figures) as the server words it.
export const STALE_MESSAGE =
  'Data telah diubah oleh pengguna lain sejak dibuka. Muat ulang lalu simpan kembali.';
