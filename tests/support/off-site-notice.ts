// A notice whose links leave the site by the tricks a sanitiser checking only http(s):// lets
// through, and one link inside it: the answer both the screen tier (tests/screen/notices.test.tsx)
// and the browser (tests/e2e/notices.test.ts) give the notice read, to see each link held apart.

/** Links that leave the site by the tricks a sanitiser checking only http(s):// let through. */
export const OFF_SITE = [
  '//evil.example.test/a',
  '/\\evil.example.test/b',
  '\\\\evil.example.test/c',
  ' HTTPS://evil.example.test/d',
  'https:evil.example.test/e',
];
export const LINKS_TITLE = '외부 링크 안내';
/** The notice read's answer carrying them. */
export const linksNotice = {
  code: '0',
  data: {
    post: {
      boardIdx: 513,
      boardNum: 24,
      boardType: 'notice',
      category: 'notice',
      title: LINKS_TITLE,
      content: [
        ...OFF_SITE.map((href, i) => `<p><a href="${href}" target="_self">밖 ${i + 1}</a></p>`),
        '<p><a href="/cscenter/faq/list" target="_blank">자주 묻는 질문</a></p>',
      ].join(''),
      status: 'posted',
      memNick: '운영자',
      regDate: '2026-11-20 10:00:00',
      commentCount: 0,
      viewCount: 10,
    },
    comments: [],
  },
};
