import type { Db } from '@fast-track/shared/db/db';

/** Every read table the rebuild must reproduce, in a stable order: the live tables before, the rebuilt ones after. */
export async function snapshot(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    companies: await read('SELECT company_id, slug, name, logo, registered_at FROM companies ORDER BY company_id'),
    eventList: await read(
      'SELECT event_id, link, company_id, type, starts_at, ends_at, approval, virtual_link, cancelled_at, body, visibility, track FROM event_list ORDER BY event_id',
    ),
    hostedEvents: await read(
      `SELECT event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval, created_at, updated_at,
              published_at, cancelled_at, visibility FROM hosted_events ORDER BY event_id`,
    ),
    questions: await read('SELECT question_id, event_id, text, position, answered FROM event_questions ORDER BY question_id'),
    companyStats: await read('SELECT company_id, events_hosted, questions_received FROM company_stats ORDER BY company_id'),
    attendance: await read('SELECT event_id, user_id, status, updated_at FROM event_attendance ORDER BY event_id, user_id'),
    accounts: await read('SELECT account_id, kind, lng, registered_at FROM accounts ORDER BY account_id'),
    students: await read('SELECT student_id, university_name, university_area, tracks, registered_at FROM students ORDER BY student_id'),
    organisations: await read(
      `SELECT organisation_id, kind, name, status, profile, email_domain, university_name, university_area, status_reason, admission, created_at
       FROM organisations ORDER BY organisation_id`,
    ),
    members: await read('SELECT organisation_id, account_id, role, job_role, joined_at FROM organisation_members ORDER BY organisation_id, account_id'),
    joinRequests: await read('SELECT organisation_id, account_id, requested_at FROM organisation_join_requests ORDER BY organisation_id, account_id'),
    handovers: await read('SELECT organisation_id, from_account_id, to_account_id, offered_at, expires_at FROM organisation_handovers ORDER BY organisation_id'),
    jobPosts: await read(
      'SELECT job_id, company_id, status, title, type, track_id, details, deadline, published_at, publish_at, updated_at, version, visibility, screening_version FROM job_posts ORDER BY job_id',
    ),
    jobApplications: await read(
      'SELECT application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at, viewed_at, first_answer_at FROM job_applications ORDER BY application_id',
    ),
    jobApplicationHistory: await read('SELECT * FROM job_application_history ORDER BY application_id, position'),
    interviews: await read('SELECT * FROM interviews ORDER BY application_id'),
    pipelineReviews: await read('SELECT * FROM job_application_reviews ORDER BY application_id'),
    stageMails: await read('SELECT * FROM organisation_stage_mails ORDER BY organisation_id, stage, lng'),
    documents: await read('SELECT document_id, organisation_id, name, content_type, size, uploaded_by, uploaded_at FROM organisation_documents ORDER BY document_id'),
    sponsorCards: await read('SELECT * FROM sponsor_cards ORDER BY card_id'),
    sponsorActivity: await read('SELECT * FROM sponsor_activity ORDER BY card_id, position'),
    webinarTeamRegistrations: await read('SELECT * FROM webinar_team_registrations ORDER BY registration_id'),
    postingModes: await read('SELECT * FROM cc_posting_modes ORDER BY center_id, kind'),
    postingDecisions: await read('SELECT * FROM cc_posting_decisions ORDER BY center_id, posting_id'),
    employerRelations: await read('SELECT * FROM cc_employer_relations ORDER BY center_id, company_id'),
    conversations: await read('SELECT * FROM conversations ORDER BY conversation_id'),
    conversationMessages: await read('SELECT * FROM conversation_messages ORDER BY conversation_id, seq'),
    messageReports: await read('SELECT * FROM message_reports ORDER BY report_id'),
    messagingSettings: await read('SELECT * FROM messaging_settings ORDER BY account_id'),
    reminderSettings: await read('SELECT * FROM reminder_settings ORDER BY account_id'),
    companyPages: await read('SELECT organisation_id, link_key, profile_version, settings, settings_version, updated_at FROM company_pages ORDER BY organisation_id'),
    challenges: await read('SELECT * FROM challenges ORDER BY challenge_id'),
    challengeVersions: await read('SELECT * FROM challenge_versions ORDER BY challenge_id, content_version'),
    challengeInvites: await read('SELECT * FROM challenge_invites ORDER BY link'),
    challengeAttempts: await read('SELECT * FROM challenge_attempts ORDER BY attempt_id'),
    challengeResults: await read('SELECT * FROM challenge_results ORDER BY attempt_id'),
    challengePercentiles: await read('SELECT * FROM challenge_percentiles ORDER BY attempt_id'),
    rankVisibility: await read('SELECT * FROM rank_visibility ORDER BY student_id'),
    savedItems: await read('SELECT * FROM student_saved_items ORDER BY student_id, kind, item_id'),
    announcements: await read('SELECT * FROM cc_announcements ORDER BY announcement_id'),
    announcementUnsubscribes: await read('SELECT * FROM announcement_unsubscribes ORDER BY student_id'),
    takedowns: await read('SELECT * FROM content_takedowns ORDER BY content_id'),
  };
}
