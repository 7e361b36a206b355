// A new key's secret, shown this once: the server keeps only its SHA-256, so closing the dialog loses it.
import { Code } from '@mantine/core';
import type { ApiKeyWithSecret } from '@tagih/domain/schemas/api-key';
import { ShownOnceDialog } from '../../components/shown-once-dialog';

export function ApiKeySecretDialog(props: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const { apiKey } = props;
  return (
    <ShownOnceDialog
      secret={apiKey?.secret ?? null}
      onClose={props.onClose}
      title="Secret API Key"
      testId="api-key-secret"
      intro={
        <>
          Secret untuk <b>{apiKey?.name}</b>. Kirim sebagai <Code>Authorization: Bearer …</Code>.
        </>
      }
      warning="Secret ini tidak akan ditampilkan lagi. Simpan sekarang di tempat yang aman; bila hilang, cabut kunci ini dan buat yang baru."
    />
  );
}
