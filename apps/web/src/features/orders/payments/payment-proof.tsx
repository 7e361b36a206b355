// The payment proof in the 'Data Order' dialog (issue 27): its thumbnail opens the image at its own size in a
// scrollable window over the dialog (a transfer slip's figures must be readable before anyone approves it),
// with a link to open it in a tab of its own; replacing it is a separate button, 'Ganti bukti bayar'.
import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconExternalLink, IconReplace, IconZoomIn } from '@tabler/icons-react';
import { OVER_DIALOG_Z_INDEX } from '../actions/over-dialog';

type PaymentProofProps = {
  /** The proof's short-lived signed address. */
  src: string;
  /** Whether the full-size window is open (the dialog around it leaves Escape to it then). */
  viewing: boolean;
  onViewingChange: (viewing: boolean) => void;
  /** Opens 'Edit Bukti Bayar'; absent when the order can no longer change. */
  onReplace?: () => void;
};

export function PaymentProof({ src, viewing, onViewingChange, onReplace }: PaymentProofProps) {
  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => onViewingChange(true)}
        aria-label="Lihat bukti bayar ukuran penuh"
        title="Klik untuk melihat ukuran penuh"
        style={{ cursor: 'zoom-in' }}
      >
        <Image src={src} alt="Bukti bayar" mah={240} fit="contain" radius="sm" />
      </UnstyledButton>
      <Group justify="center" gap="xs">
        <Text size="xs" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <IconZoomIn size={14} aria-hidden /> Klik gambar untuk melihat ukuran penuh.
        </Text>
        {onReplace && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconReplace size={14} />}
            onClick={onReplace}
          >
            Ganti bukti bayar
          </Button>
        )}
      </Group>
      <Modal
        opened={viewing}
        onClose={() => onViewingChange(false)}
        title="Bukti bayar (ukuran penuh)"
        size="auto"
        centered
        zIndex={OVER_DIALOG_Z_INDEX}
      >
        <Stack gap="xs">
          <Anchor href={src} target="_blank" rel="noopener noreferrer" size="sm">
            <IconExternalLink size={14} aria-hidden /> Buka di tab baru
          </Anchor>
          <Box
            data-testid="proof-full-size"
            style={{ overflow: 'auto', maxWidth: 'calc(100vw - 6rem)', maxHeight: 'calc(100dvh - 13rem)' }}
          >
            {/* At its natural size: no max-width, so a tall or wide slip scrolls instead of shrinking. */}
            <img src={src} alt="Bukti bayar, ukuran penuh" style={{ display: 'block', maxWidth: 'none' }} />
          </Box>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The dialog's 'Bukti Bayar' section: the proof, or that there is none yet. */
export function OrderProofSection({
  src,
  ...props
}: Omit<PaymentProofProps, 'src'> & { src: string | null }) {
  return (
    <>
      <Divider label="Bukti Bayar" labelPosition="left" />
      {src ? (
        <PaymentProof src={src} {...props} />
      ) : (
        <Text size="sm" c="dimmed">
          Belum ada bukti bayar.
        </Text>
      )}
    </>
  );
}
