// 'Upload Bukti Bayar' (a row action) and 'Edit Bukti Bayar' (clicking the proof in the view dialog): an
// image-only file input, a progress bar while the bytes go up, and the spec's messages (sections 5 and 8).
import { Alert, Button, FileInput, Group, Image, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-errors';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useUploadPaymentProof } from '../api/order-hooks';

export const ACCEPTED_PROOF_TYPES = 'image/jpeg,image/png,image/webp';

type ProofUploadDialogProps = {
  title: 'Upload Bukti Bayar' | 'Edit Bukti Bayar';
  /** The order; null keeps the dialog closed. */
  order: { id: number; invoice_number: string } | null;
  onClose: () => void;
};

/** A chosen image's address for its preview, revoked when another is chosen or the dialog goes. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/** The chosen file, the upload's progress and what went wrong; closing forgets them (not while it uploads). */
function useProofUpload(order: ProofUploadDialogProps['order'], onClose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPaymentProof(setProgress);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setProgress(0);
    setProblem(null);
    onClose();
  };

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(null);
    setProgress(0);
  };

  const submit = async () => {
    if (!order) return;
    if (!file) {
      notifyWarning('Warning!', 'Cannot upload empty file!');
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ id: order.id, file });
      notifySuccess('Uploaded!', 'Item Uploaded');
      close();
    } catch (error) {
      if (isApiError(error) && error.status !== 401)
        setProblem(Object.values(error.errors).flat()[0] ?? error.message);
    }
  };

  return { file, choose, progress, problem, uploading: upload.isPending, close, submit };
}

export function ProofUploadDialog({ title, order, onClose }: ProofUploadDialogProps) {
  const { file, choose, progress, problem, uploading, close, submit } = useProofUpload(order, onClose);
  const preview = usePreviewUrl(file);

  return (
    <Modal opened={order !== null} onClose={close} title={title} centered size="md">
      <Stack gap="md">
        {order && (
          <Text size="sm" c="dimmed">
            Order {order.invoice_number}
          </Text>
        )}
        <FileInput
          label="Bukti bayar"
          description="JPEG, PNG atau WebP, maks. 5 MB"
          placeholder="Pilih gambar"
          accept={ACCEPTED_PROOF_TYPES}
          clearable
          leftSection={<IconPhoto size={16} />}
          value={file}
          onChange={choose}
          disabled={uploading}
        />
        {preview && <Image src={preview} alt="Pratinjau bukti bayar" mah={220} fit="contain" radius="sm" />}
        {(uploading || progress > 0) && (
          <Stack gap={4}>
            <Progress value={progress} animated={uploading} aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              {progress}%
            </Text>
          </Stack>
        )}
        {problem && (
          <Alert color="red" title="Gagal upload">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void submit()}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
