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

export function ProofUploadDialog({ title, order, onClose }: ProofUploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadPaymentProof(setProgress);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setProgress(0);
    setProblem(null);
    onClose();
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
          onChange={(next) => {
            setFile(next);
            setProblem(null);
            setProgress(0);
          }}
          disabled={upload.isPending}
        />
        {preview && <Image src={preview} alt="Pratinjau bukti bayar" mah={220} fit="contain" radius="sm" />}
        {(upload.isPending || progress > 0) && (
          <Stack gap={4}>
            <Progress value={progress} animated={upload.isPending} aria-label="Upload progress" />
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
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
            onClick={() => void submit()}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
