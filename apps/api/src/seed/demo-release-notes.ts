// Demo release notes: a short history of the clients' product, most published, one draft, and one
// published ahead of its schedule (it reaches the public feed only on its date). Dates are relative to
// today, so the demo keeps making sense whenever it is seeded.
import type { Db } from '@tagih/db';
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { changeReleaseNoteStatus, releaseNoteRepository } from '../repositories/release-notes.ts';

const context = { adminId: null, requestId: 'demo-seed' };

const NOTES = [
  {
    version: 'v2.3.0',
    days: -90,
    time: '09:00',
    publish: true,
    description:
      '<h3>Fitur baru</h3><ul><li>Export laporan absensi ke Excel.</li><li>Filter cabang di dashboard HR.</li></ul><p>Terima kasih atas masukan Anda!</p>',
  },
  {
    version: 'v2.4.0',
    days: -45,
    time: '10:30',
    publish: true,
    description:
      "<h3>What's new</h3><ul><li><strong>Approval berjenjang</strong> untuk pengajuan cuti dan lembur.</li><li>Notifikasi e-mail saat slip gaji terbit.</li></ul>",
  },
  {
    version: 'v2.4.1',
    days: -30,
    time: '21:00',
    publish: true,
    description:
      '<h3>Perbaikan</h3><ul><li>Perhitungan BPJS Ketenagakerjaan untuk karyawan kontrak.</li><li>Fixed: tombol Simpan tidak aktif di Safari.</li></ul>',
  },
  {
    version: 'v2.5.0',
    days: -7,
    time: '08:00',
    publish: false,
    description:
      '<p><em>Draft</em> — Modul Payroll: dukungan PPh 21 metode TER (tarif efektif rata-rata) sesuai PP 58/2023.</p>',
  },
  {
    version: 'v2.6.0',
    days: 14,
    time: '14:30',
    publish: true,
    description:
      '<h3>Coming soon</h3><p>Aplikasi mobile untuk <strong>absensi dengan GPS</strong> dan selfie, plus integrasi mesin fingerprint.</p>',
  },
] as const;

export async function seedReleaseNotesDemo(db: Db): Promise<void> {
  const today = todayInJakarta();
  for (const note of NOTES) {
    const stored = await releaseNoteRepository.store(
      db,
      {
        version: note.version,
        date_schedule: `${addDays(today, note.days)} ${note.time}`,
        description: note.description,
        updated_at: undefined,
      },
      context,
    );
    if (note.publish) await changeReleaseNoteStatus(db, stored.id, { status: 1 }, context);
  }
}
