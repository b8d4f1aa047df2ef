import { MailboxPage } from '../../features/dev-mailbox/components/mailbox-page.tsx';

export default function DevMailboxRoute() {
  return <MailboxPage />;
}
