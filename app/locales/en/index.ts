/** English strings, one namespace per file; the same shape as ../it (the type checker enforces it). */
import type { Translation } from "../it";
import app from "./app";
import meta from "./meta";
import nav from "./nav";
import language from "./language";
import footer from "./footer";
import home from "./home";
import plan from "./plan";
import auth from "./auth";
import validation from "./validation";
import api from "./api";
import toast from "./toast";
import errors from "./errors";
import legal from "./legal";
import chat from "./chat";
import common from "./common";
import launch from "./launch";
import crisisCard from "./crisisCard";
import safety from "./safety";
import testPage from "./testPage";
import consent from "./consent";
import quotes from "./quotes";
import resources from "./resources";
import exercises from "./exercises";
import meditation from "./meditation";
import reflections from "./reflections";
import mood from "./mood";
import support from "./support";
import guide from "./guide";
import download from "./download";
import payments from "./payments";
import admin from "./admin";
import dataRights from "./dataRights";
import profile from "./profile";
import twoFactor from "./twoFactor";
import adminOverview from "./adminOverview";
import adminUsers from "./adminUsers";
import adminCodes from "./adminCodes";
import adminContent from "./adminContent";
import adminSupport from "./adminSupport";
import aiModules from "./aiModules";

const en: Translation = {
  app,
  meta,
  nav,
  language,
  footer,
  home,
  plan,
  auth,
  validation,
  api,
  toast,
  errors,
  legal,
  chat,
  common,
  launch,
  crisisCard,
  safety,
  testPage,
  consent,
  quotes,
  resources,
  exercises,
  meditation,
  reflections,
  mood,
  support,
  guide,
  download,
  payments,
  admin,
  dataRights,
  profile,
  twoFactor,
  adminOverview,
  adminUsers,
  adminCodes,
  adminContent,
  adminSupport,
  aiModules,
};

export default en;
