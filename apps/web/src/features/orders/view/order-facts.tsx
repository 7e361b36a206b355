// What the 'Data Order' dialog says of the order itself (spec 2.9): its status (and 'Dibatalkan'), company,
// invoice number (and the order that upgraded it), packages, users, Total Harga (for a prorated upgrade also
// Total Prorate and Sisa Bayar, what is left to pay), the period as stored dates, Remarks, and its extra
// packages with their prices.
import { Badge, Divider, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OrderDetail } from '@tagih/domain/schemas/order';
import { isProratedUpgrade } from '@tagih/domain/proration';
import type { ReactNode } from 'react';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge, UpgradedTo } from '../list/order-list-columns';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  return (
    <>
      <Group gap="xs">
        <StatusBadge row={order} />
        {order.is_canceled === 1 && (
          <Badge color="red" variant="light" size="sm" tt="none">
            Dibatalkan
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="Company">{order.company.name_company}</Field>
        <Field label="Invoice Number">
          {order.invoice_number}
          <UpgradedTo row={order} />
        </Field>
        <Field label="User Package">{order.userPackages.name}</Field>
        <Field label="Package">{order.packages.name}</Field>
        <Field label="Total User">{order.total_user}</Field>
        <Field label="Total Harga">
          <MoneyText value={order.total_price} />
        </Field>
        {isProratedUpgrade(order) && (
          <>
            <Field label="Total Prorate">
              <MoneyText value={order.total_prorate} />
            </Field>
            <Field label="Sisa Bayar">
              <Text span fw={700} size="sm" data-testid="view-sisa-bayar">
                <MoneyText value={order.sisa_bayar} />
              </Text>
            </Field>
          </>
        )}
        <Field label="Start Period">{order.start_period}</Field>
        <Field label="End Period">{order.end_period}</Field>
      </SimpleGrid>
      <Field label="Remarks">{order.remarks || '-'}</Field>
    </>
  );
}

export function OrderExtraPackages({ extras }: { extras: OrderDetail['extra_package'] }) {
  return (
    <>
      <Divider label="Extra Package" labelPosition="left" />
      {extras.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tidak ada extra package.
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {extras.map((extra) => (
              <Table.Tr key={extra.id}>
                <Table.Td>{extra.name_extra_package}</Table.Td>
                <Table.Td ta="right">
                  <MoneyText value={extra.price_extra_package} />
                  {extra.disc_extra_package !== '0' && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (diskon <MoneyText value={extra.disc_extra_package} />)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
