import '#web/lib/mantine-styles';
import { type CartItem, LIMITS } from '@door/contract';
import { Button, Checkbox, Group, Image, NumberInput, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useCart, useCartKey } from '#web/api/get-cart';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useTranslation } from '#web/i18n';
import { formatMoney } from '#web/lib/format';
import { useAppStore } from '#web/stores/app-store';
import { notify } from '#web/stores/notification-store';
import { useRemoveFromCart, useUpdateCartQuantity } from '../api/change-cart-item';

/** One row: picture, localized name, price (signed-in only), quantity, select and remove. */
const CartRow = ({
  item,
  selected,
  onSelect,
  onRemove,
  onQuantity,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) => {
  const { t } = useTranslation('cart');
  const signedIn = Boolean(useAppStore((state) => state.token));
  // A stored 0 is shown as 1 (§3).
  const [quantity, setQuantity] = useState<string | number>(item.Quantity || 1);
  const valid = typeof quantity === 'number' && quantity >= LIMITS.quantityMin && quantity <= LIMITS.quantityMax;
  return (
    <Group wrap="nowrap" align="center" gap="sm" data-testid="cart-item">
      <Checkbox
        aria-label={t('select', { name: item.ConfigurationName })}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
      />
      <Image src={item.Image} alt={item.ConfigurationName} w={48} h={72} fit="contain" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>
          {item.ConfigurationName}
        </Text>
        {signedIn && item.ConfigurationPrice !== null ? (
          <Text size="sm">{formatMoney(item.ConfigurationPrice, item.Currency)}</Text>
        ) : null}
      </Stack>
      <NumberInput
        aria-label={t('quantity', { name: item.ConfigurationName })}
        value={quantity}
        min={LIMITS.quantityMin}
        max={LIMITS.quantityMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        w={80}
        error={valid ? undefined : t('quantityRange')}
        onChange={setQuantity}
        onBlur={() => {
          if (valid && quantity !== item.Quantity) {
            onQuantity(quantity);
          }
        }}
      />
      <UnstyledButton
        onClick={onRemove}
        aria-label={t('remove', { name: item.ConfigurationName })}
        className="cart-remove"
      >
        <Text c="red" size="sm">
          {t('removeShort')}
        </Text>
      </UnstyledButton>
    </Group>
  );
};

/** The cart panel: items, send inquiry for the selected ones (all when none selected), close; 'cart empty'. */
export const CartPanel = ({
  onClose,
  onSendInquiry,
  onDialogChange,
}: {
  onClose: () => void;
  onSendInquiry: (configurationIds: string[]) => void;
  /** Told while the removal confirmation is open, so the dropdown stays open behind it. */
  onDialogChange: (open: boolean) => void;
}) => {
  const { t } = useTranslation('cart');
  const key = useCartKey();
  const cart = useCart();
  const updateQuantity = useUpdateCartQuantity(key);
  const remove = useRemoveFromCart(key);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const items = cart.data ?? [];
  const chosen = items.filter((item) => selected.has(item.ConfigurationId)).map((item) => item.ConfigurationId);
  const toSend = chosen.length > 0 ? chosen : items.map((item) => item.ConfigurationId);

  const failed = (title: string) => (error: unknown) =>
    notify({ kind: 'error', title, message: error instanceof Error && error.message ? error.message : t('failed') });

  return (
    <Stack gap="sm" data-testid="cart-panel">
      <Text fw={700}>{t('title')}</Text>
      {items.length === 0 ? (
        <Text c="dimmed">{cart.isLoading ? t('loading') : t('empty')}</Text>
      ) : (
        items.map((item) => (
          <CartRow
            key={`${item.ConfigurationId}-${item.Quantity}`}
            item={item}
            selected={selected.has(item.ConfigurationId)}
            onSelect={(checked) =>
              setSelected((current) => {
                const next = new Set(current);
                if (checked) {
                  next.add(item.ConfigurationId);
                } else {
                  next.delete(item.ConfigurationId);
                }
                return next;
              })
            }
            onRemove={() => {
              onDialogChange(true);
              setRemoving(item);
            }}
            onQuantity={(quantity) =>
              updateQuantity.mutate(
                { configurationId: item.ConfigurationId, quantity },
                { onError: failed(t('savingTitle')) },
              )
            }
          />
        ))
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        <Button disabled={items.length === 0} onClick={() => onSendInquiry(toSend)}>
          {t('sendInquiry')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('removeTitle')}
        message={t('removeConfirm', { name: removing?.ConfigurationName ?? '' })}
        confirmLabel={t('removeShort')}
        onCancel={() => {
          setRemoving(null);
          onDialogChange(false);
        }}
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.ConfigurationId, { onError: failed(t('deletingTitle')) });
          }
          setRemoving(null);
          onDialogChange(false);
        }}
      />
    </Stack>
  );
};
