import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ReportForm } from './report-form.tsx';

const inbox = { kind: 'student' as const };

describe('reporting a message', () => {
  it('sends the chosen reason, thanks the reporter and closes', async () => {
    const seen = stubApi({ 'POST /api/messages/conversations/c-1/messages/m-1/report': () => ({ status: 201, body: {} }) });
    const thanked = vi.spyOn(toast, 'success');
    const onDone = vi.fn();
    const { user } = renderScreen(<ReportForm inbox={inbox} conversationId="c-1" messageId="m-1" onDone={onDone} />);
    await user.selectOptions(screen.getByLabelText('Reason'), 'harassment');
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(seen[0]?.body).toEqual({ reason: 'harassment' });
    expect(thanked).toHaveBeenCalledWith('Thanks – our team will review the message.');
  });

  it('a report that fails says so and stays open; cancel closes it without sending', async () => {
    const seen = stubApi({ 'POST /api/messages/conversations/c-1/messages/m-1/report': () => 'network-error' });
    const failed = vi.spyOn(toast, 'error');
    const onDone = vi.fn();
    const { user } = renderScreen(<ReportForm inbox={inbox} conversationId="c-1" messageId="m-1" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith("The report couldn't be sent."));
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });
});
