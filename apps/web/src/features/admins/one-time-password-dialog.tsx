// The one-time password of a new administrator or of a reset, shown this once: the server keeps only its hash,
// so closing the dialog loses it. The administrator must change it at their first sign-in.
import type { AdminWithPassword } from '@tagih/domain/schemas/admin';
import { ShownOnceDialog } from '../../components/shown-once-dialog';

export function OneTimePasswordDialog(props: { admin: AdminWithPassword | null; onClose: () => void }) {
  const { admin } = props;
  return (
    <ShownOnceDialog
      secret={admin?.one_time_password ?? null}
      onClose={props.onClose}
      title="Password sekali pakai"
      testId="one-time-password"
      intro={
        <>
          Berikan password ini kepada <b>{admin?.name}</b> ({admin?.email}) untuk masuk pertama kali.
        </>
      }
      warning="Password ini hanya ditampilkan sekali. Administrator wajib menggantinya saat pertama kali masuk."
    />
  );
}
