import { RankVisibility } from '../../features/challenges/components/rank-visibility.tsx';
import { SettingsPage } from '../../features/student/components/settings-page.tsx';
import { MessagingSettingsSection } from '../../features/messaging/components/messaging-settings-section.tsx';
import { TalentSettingsSection } from '../../features/talent-pool/components/talent-settings-section.tsx';
import { ReminderSettingsSection } from '../../features/reminders/components/reminder-settings-section.tsx';
import { AnnouncementSettingsSection } from '../../features/career-center/components/announcement-settings-section.tsx';

export default function StudentSettingsRoute() {
  return (
    <SettingsPage
      privacy={
        <>
          <RankVisibility />
          <MessagingSettingsSection />
          <TalentSettingsSection />
          <ReminderSettingsSection />
          <AnnouncementSettingsSection />
        </>
      }
    />
  );
}
