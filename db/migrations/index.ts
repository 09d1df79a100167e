/**
 * The list of migrations, imported statically so that the Remix server bundle carries them
 * (Kysely's FileMigrationProvider would need the .ts files at run time). Names sort by time.
 */
import type { Migration } from "kysely";
import * as createAccounts from "./2026-11-21T1200_create_accounts";
import * as createChat from "./2026-11-21T1300_create_chat";
import * as chatCrisisState from "./2026-11-22T1200_chat_crisis_state";
import * as healthDataConsentPending from "./2026-11-22T1300_health_data_consent_pending";
import * as chatQuickReplies from "./2026-11-22T2000_chat_quick_replies";
import * as conversationMemory from "./2026-11-22T2010_conversation_memory";
import * as exercises from "./2026-11-23T1000_exercises";
import * as createMeditations from "./2026-11-23T1010_create_meditations";
import * as createReflections from "./2026-11-23T1020_create_reflections";
import * as createMoodEntries from "./2026-11-23T1030_create_mood_entries";
import * as createSubscriptions from "./2026-11-23T1040_create_subscriptions";
import * as supportMessages from "./2026-11-23T1050_support_messages";
import * as quotes from "./2026-11-23T1200_quotes";
import * as resources from "./2026-11-23T1210_resources";
import * as profile from "./2026-11-24T1000_profile";
import * as goals from "./2026-11-24T1010_goals";
import * as adminAuditLog from "./2026-11-24T1400_admin_audit_log";
import * as adminUsers from "./2026-11-24T1500_admin_users";
import * as twoFactor from "./2026-11-24T1600_two_factor";
import * as adminContentAndCodes from "./2026-11-24T1700_admin_content_and_codes";
import * as launchParticipants from "./2026-11-26T0900_launch_participants";

export const migrations: Record<string, Migration> = {
  "2026-11-21T1200_create_accounts": createAccounts,
  "2026-11-21T1300_create_chat": createChat,
  "2026-11-22T1200_chat_crisis_state": chatCrisisState,
  "2026-11-22T1300_health_data_consent_pending": healthDataConsentPending,
  "2026-11-22T2000_chat_quick_replies": chatQuickReplies,
  "2026-11-22T2010_conversation_memory": conversationMemory,
  "2026-11-23T1000_exercises": exercises,
  "2026-11-23T1010_create_meditations": createMeditations,
  "2026-11-23T1020_create_reflections": createReflections,
  "2026-11-23T1030_create_mood_entries": createMoodEntries,
  "2026-11-23T1040_create_subscriptions": createSubscriptions,
  "2026-11-23T1050_support_messages": supportMessages,
  "2026-11-23T1200_quotes": quotes,
  "2026-11-23T1210_resources": resources,
  "2026-11-24T1000_profile": profile,
  "2026-11-24T1010_goals": goals,
  "2026-11-24T1400_admin_audit_log": adminAuditLog,
  "2026-11-24T1500_admin_users": adminUsers,
  "2026-11-24T1600_two_factor": twoFactor,
  "2026-11-24T1700_admin_content_and_codes": adminContentAndCodes,
  "2026-11-26T0900_launch_participants": launchParticipants,
};
