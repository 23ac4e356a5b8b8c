import { LANGUAGES, type Language, resolveLanguage } from '@door/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useTranslation } from '#web/i18n';
import { redirectAfterSwitch } from '#web/lib/switch-redirect';
import { useAppStore } from '#web/stores/app-store';

/** Language switch (sl, en, de, fr): asks, stores the choice as userLanguage, then redirects after 700 ms. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation('common');
  const language = useAppStore((state) => state.language);
  const role = useAppStore((state) => state.role);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<Language | null>(null);
  // Language names are shown in their own language so a user can find theirs in any interface language.
  const nameOf = (code: Language) => t(`languages.${code}`);

  const confirm = () => {
    if (!pending) {
      return;
    }
    useAppStore.getState().setLanguage(pending);
    void i18n.changeLanguage(pending);
    setPending(null);
    redirectAfterSwitch(pathname, role, (path) => navigate(path));
  };

  return (
    <>
      {/* A native select: keyboard and screen-reader friendly, and the phone's own picker at small widths. */}
      <label className="language-switch">
        <span className="visually-hidden">{t('header.language')}</span>
        <select
          value={pending ?? language}
          onChange={(event) => {
            const next = resolveLanguage(event.currentTarget.value);
            if (next !== language) {
              setPending(next);
            }
          }}
          data-testid="language-switch"
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {nameOf(code)}
            </option>
          ))}
        </select>
      </label>
      <ConfirmDialog
        opened={pending !== null}
        title={t('header.languageTitle')}
        message={t('header.languageConfirm', { language: pending ? nameOf(pending) : '' })}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
};
