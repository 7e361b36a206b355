// The signing secret of a new endpoint, shown this once right after 'Simpan': the receiver verifies each
// message's `webhook-signature` with it (Standard Webhooks). Closing the dialog loses it.
import { Code } from '@mantine/core';
import { ShownOnceDialog } from '../../components/shown-once-dialog';
import type { WebhookWithSecret } from './api/webhook-hooks';

export function WebhookSecretDialog(props: { webhook: WebhookWithSecret | null; onClose: () => void }) {
  const { webhook } = props;
  return (
    <ShownOnceDialog
      secret={webhook?.secret ?? null}
      onClose={props.onClose}
      title="Signing secret"
      testId="webhook-secret"
      intro={
        <>
          Pasang secret ini di penerima <b style={{ wordBreak: 'break-all' }}>{webhook?.url}</b> untuk
          memverifikasi header <Code>webhook-signature</Code> setiap pesan.
        </>
      }
      warning="Secret ini hanya ditampilkan sekali dan tidak akan ditampilkan lagi. Simpan sekarang; bila hilang, hapus endpoint ini dan tambahkan lagi."
    />
  );
}
