import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import type { MyApplication } from '../api/job-schema.ts';
import { withdrawApplication } from '../api/student-jobs.ts';

/** Stages in which the student may still withdraw (not once declined, withdrawn or closed). */
export const isWithdrawable = (stage: string): boolean => !['withdrawn', 'rejected', 'closed'].includes(stage);

/** The withdraw button with its confirmation, on the job page and in "My applications". */
export function WithdrawApplication({ application, onWithdrawn, label }: { application: MyApplication; onWithdrawn: (a: MyApplication) => void; label?: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isWithdrawable(application.stage)) return null;

  const withdraw = async () => {
    setBusy(true);
    try {
      const outcome = await withdrawApplication(application.jobId);
      if (outcome.ok) {
        onWithdrawn(outcome.value);
        toast.success(t('jobs.page.withdrawn'));
      } else toast.error(t('jobs.page.withdrawFailed'));
    } catch {
      toast.error(t('jobs.page.withdrawFailed'));
    }
    setBusy(false);
    setConfirming(false);
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} aria-label={label} data-testid="job-withdraw">
        {t('jobs.page.withdraw')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('jobs.page.withdrawTitle')}
        body={t('jobs.page.withdrawBody')}
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.page.withdrawConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void withdraw()}
        busy={busy}
        testId="job-withdraw-dialog"
      />
    </>
  );
}
