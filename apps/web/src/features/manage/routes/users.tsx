import '#web/lib/mantine-styles';
import type { ManagedUser, ManageScope, UpdateUserBody } from '@door/contract';
import { Badge, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FeaturePage } from '#web/components/feature-page';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { useAppStore } from '#web/stores/app-store';
import { toast } from '#web/stores/notification-store';
import { useManagedUsers, useManageScope, useSaveUser, useSendInvitation } from '../api/manage-api';
import { ManageList } from '../components/manage-list';
import { useListQuery } from '../components/use-list-query';
import { notifySaveFailed } from '../components/use-manage-form';
import { newUserValues, UserDialog, type UserFormValues, userBodyOf, userValuesOf } from '../components/user-dialog';

type Editing = { user: ManagedUser | null } | null;

/**
 * /admin/manage/users (OEM admins and heads of sales): the staff users the caller manages, searched and paged; a new
 * user gets an invitation mail; a user can be changed, deactivated, or invited again while the invitation is pending.
 */
export const ManageUsersRoute = () => {
  const { t } = useTranslation('manage');
  const language = useAppStore((state) => state.language);
  const scope = useManageScope();
  const list = useListQuery();
  const users = useManagedUsers(list.query);
  const save = useSaveUser();
  const invite = useSendInvitation();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<ColumnDef<ManagedUser>[]>(
    () => [
      {
        id: 'name',
        header: t('users.name'),
        meta: { width: 160 },
        cell: ({ row }) => `${row.original.FirstName} ${row.original.LastName}`,
      },
      { id: 'email', header: t('users.email'), meta: { width: 200 }, cell: ({ row }) => row.original.Email },
      {
        id: 'partner',
        header: t('users.partner'),
        meta: { label: t('users.partner'), priority: 2, width: 180 },
        cell: ({ row }) => row.original.PartnerName,
      },
      {
        id: 'role',
        header: t('users.role'),
        meta: { label: t('users.role'), priority: 2, width: 130 },
        cell: ({ row }) => t(`roles.${row.original.Role}`),
      },
      {
        id: 'status',
        header: t('users.status'),
        meta: { label: t('users.status'), priority: 3, width: 140 },
        cell: ({ row }) =>
          !row.original.IsActive ? (
            <Badge color="gray">{t('inactive')}</Badge>
          ) : row.original.InvitationPending ? (
            <Badge color="yellow">{t('users.pending')}</Badge>
          ) : (
            <Badge color="green">{t('active')}</Badge>
          ),
      },
      {
        id: 'actions',
        header: t('actions'),
        meta: { sticky: true, width: 120 },
        cell: ({ row }) => {
          const name = `${row.original.FirstName} ${row.original.LastName}`;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t('editRow', { name })}
                onClick={() => setEditing({ user: row.original })}
              >
                {t('edit')}
              </Button>
              {row.original.InvitationPending && row.original.IsActive ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('users.inviteRow', { name })}
                  onClick={() =>
                    invite.mutate(row.original.UserId, {
                      onSuccess: () => toast(t('users.invited', { email: row.original.Email })),
                      onError: (error) => notifySaveFailed(t, error),
                    })
                  }
                >
                  {t('users.invite')}
                </Button>
              ) : null}
            </Group>
          );
        },
      },
    ],
    [t, invite],
  );

  const onSave = (values: UserFormValues) => {
    const user = editing?.user ?? null;
    const body = userBodyOf(values);
    save.mutate(
      {
        userId: user?.UserId ?? null,
        body: user ? ({ ...body, IsActive: values.IsActive, Version: user.Version } satisfies UpdateUserBody) : body,
      },
      {
        onSuccess: (saved) => {
          setEditing(null);
          const askedChange = user !== null && saved.PendingEmail !== null && saved.PendingEmail !== user.PendingEmail;
          toast(
            askedChange
              ? t('users.emailChangeSent', { email: saved.PendingEmail })
              : user
                ? t('saved', { name: saved.Email })
                : t('users.invited', { email: saved.Email }),
          );
        },
        onError: (error) => notifySaveFailed(t, error),
      },
    );
  };

  return (
    <FeaturePage title={t('titles.users')}>
      <QueryState query={scope} errorTitle={t('loadFailed')}>
        {(granted: ManageScope) => (
          <>
            <ManageList
              label={t('titles.users')}
              list={list}
              query={users}
              columns={columns}
              rowId={(row) => row.UserId}
              testId="manage-users"
              addLabel={t('users.new')}
              onAdd={() => setEditing({ user: null })}
              onOpen={(user) => setEditing({ user })}
            />
            {editing ? (
              <UserDialog
                key={editing.user?.UserId ?? 'new'}
                scope={granted}
                isNew={editing.user === null}
                pendingEmail={editing.user?.PendingEmail ?? null}
                initial={editing.user ? userValuesOf(editing.user) : newUserValues(granted, language)}
                saving={save.isPending}
                onClose={() => setEditing(null)}
                onSave={onSave}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </FeaturePage>
  );
};
