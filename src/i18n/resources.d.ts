// The message keys, typed from the Korean files (the default language): a missing or misspelled key
// is a compile error. Every key exists in every language (tests/contract/locales.test.ts), so the
// Korean files stand for all three.
import type activity from '../../locales/ko/activity.json';
import type api from '../../locales/ko/api.json';
import type attendance from '../../locales/ko/attendance.json';
import type auth from '../../locales/ko/auth.json';
import type betting from '../../locales/ko/betting.json';
import type board from '../../locales/ko/board.json';
import type coin from '../../locales/ko/coin.json';
import type common from '../../locales/ko/common.json';
import type coupons from '../../locales/ko/coupons.json';
import type cscenter from '../../locales/ko/cscenter.json';
import type forms from '../../locales/ko/forms.json';
import type games from '../../locales/ko/games.json';
import type guides from '../../locales/ko/guides.json';
import type history from '../../locales/ko/history.json';
import type ledger from '../../locales/ko/ledger.json';
import type main from '../../locales/ko/main.json';
import type member from '../../locales/ko/member.json';
import type messages from '../../locales/ko/messages.json';
import type minigames from '../../locales/ko/minigames.json';
import type money from '../../locales/ko/money.json';
import type pages from '../../locales/ko/pages.json';
import type partner from '../../locales/ko/partner.json';
import type points from '../../locales/ko/points.json';
import type resources from '../../locales/ko/resources.json';
import type results from '../../locales/ko/results.json';
import type safety from '../../locales/ko/safety.json';
import type security from '../../locales/ko/security.json';
import type shell from '../../locales/ko/shell.json';
import type site from '../../locales/ko/site.json';
import type slip from '../../locales/ko/slip.json';
import type sports from '../../locales/ko/sports.json';
import type sportsbook from '../../locales/ko/sportsbook.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      activity: typeof activity;
      api: typeof api;
      attendance: typeof attendance;
      auth: typeof auth;
      betting: typeof betting;
      board: typeof board;
      coin: typeof coin;
      common: typeof common;
      coupons: typeof coupons;
      cscenter: typeof cscenter;
      forms: typeof forms;
      games: typeof games;
      guides: typeof guides;
      history: typeof history;
      ledger: typeof ledger;
      main: typeof main;
      member: typeof member;
      messages: typeof messages;
      minigames: typeof minigames;
      money: typeof money;
      pages: typeof pages;
      partner: typeof partner;
      points: typeof points;
      resources: typeof resources;
      results: typeof results;
      safety: typeof safety;
      security: typeof security;
      shell: typeof shell;
      site: typeof site;
      slip: typeof slip;
      sports: typeof sports;
      sportsbook: typeof sportsbook;
    };
  }
}
