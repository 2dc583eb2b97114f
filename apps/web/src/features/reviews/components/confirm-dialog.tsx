import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text size="sm">{props.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
        <Button
          color="red"
          onClick={props.onConfirm}
          loading={props.loading}
          data-testid="confirm-dialog-confirm"
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
