import '#web/lib/mantine-styles';
import { Popover } from '@mantine/core';
import { type ReactElement, useState } from 'react';
import { InquiryDialog } from '#web/components/inquiry-dialog-slot';
import { CartPanel } from './cart-panel';

/**
 * The cart's dropdown panel and the inquiry dialog it opens, around the header's cart button. Loaded on the first
 * click, so the first page does not load the panel, its inputs and the inquiry form.
 */
export const CartMenu = ({ renderButton }: { renderButton: (toggle: () => void, opened: boolean) => ReactElement }) => {
  const [opened, setOpened] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [inquiring, setInquiring] = useState<string[] | null>(null);
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={460}
        trapFocus={!dialogOpen}
        closeOnClickOutside={!dialogOpen}
        closeOnEscape={!dialogOpen}
        withinPortal
      >
        <Popover.Target>{renderButton(() => setOpened((open) => !open), opened)}</Popover.Target>
        {/* Never wider than the screen, so a phone of 360 px does not scroll sideways. */}
        <Popover.Dropdown maw="calc(100vw - 16px)">
          {opened ? (
            <CartPanel
              onClose={() => setOpened(false)}
              onDialogChange={setDialogOpen}
              onSendInquiry={(ids) => {
                setOpened(false);
                setInquiring(ids);
              }}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
      <InquiryDialog
        opened={inquiring !== null}
        configurationIds={inquiring ?? []}
        onClose={() => setInquiring(null)}
      />
    </>
  );
};
