// The release note preview (spec 2.19, 4): read-only date and version, the description as formatted HTML,
// and, for a role that changes the catalogue, 'publish' (status 0) or 'unpublish' (status 1), then 'Updated!' / 'Status has been updated'.
import {
  Badge,
  Box,
  Button,
  Group,
  Input,
  Modal,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  Typography,
} from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReleaseNote } from '@tagih/domain/schemas/release-note';
import { notifySuccess } from '../../lib/notify';
import { useCan } from '../../lib/permissions';
import { useChangeReleaseNoteStatus } from './api/change-release-note-status';
import { formatSchedule } from './format-schedule';

export type ReleaseNotePreviewModalProps = {
  note: ReleaseNote | null;
  onClose: () => void;
};

export function ReleaseNotePreviewModal({ note, onClose }: ReleaseNotePreviewModalProps) {
  const changeStatus = useChangeReleaseNoteStatus();
  const mayPublish = useCan()('catalogue.write');
  const published = note?.status === 1;

  const toggle = async () => {
    if (!note) return;
    try {
      await changeStatus.mutateAsync(note);
      notifySuccess('Updated!', 'Status has been updated');
      onClose();
    } catch {
      // the API client has already told the user
    }
  };

  return (
    <Modal opened={note !== null} onClose={onClose} title="Preview Release Note" size={600} centered>
      {note && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md">
            <TextInput label="Date Schedule" value={formatSchedule(note.date_schedule)} readOnly />
            <TextInput label="Version" value={note.version} readOnly />
          </SimpleGrid>
          <Input.Wrapper label="Description">
            <Paper withBorder radius="sm" p="sm" mt={4} mah="50vh" style={{ overflowY: 'auto' }}>
              {note.description ? (
                // The server sanitised this HTML before storing it (decisions.md "Sessions and security").
                <Typography>
                  <Box dangerouslySetInnerHTML={{ __html: note.description }} />
                </Typography>
              ) : (
                <Text c="dimmed" size="sm">
                  Tidak ada deskripsi.
                </Text>
              )}
            </Paper>
          </Input.Wrapper>
          <Group justify="space-between" mt="lg">
            <Badge color={published ? 'teal' : 'gray'} variant="light">
              {published ? 'Published' : 'Unpublished'}
            </Badge>
            {!mayPublish ? null : published ? (
              <Button
                color="orange"
                variant="light"
                leftSection={<IconEyeOff size={16} />}
                loading={changeStatus.isPending}
                onClick={() => void toggle()}
              >
                unpublish
              </Button>
            ) : (
              <Button
                color="teal"
                leftSection={<IconEye size={16} />}
                loading={changeStatus.isPending}
                onClick={() => void toggle()}
              >
                publish
              </Button>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
