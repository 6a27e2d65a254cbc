import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Religions from the ABS Australian Standard Classification of Religious Groups (ASCRG), 2016
 * (cat. 1266.0): the broad groups' common religious groups with their 4-digit codes and names,
 * plus "Christianity, nfd" for Christians who name no denomination.
 * Id scheme: the ASCRG code as a number.
 *
 * Rows: [ASCRG code, name], in ASCRG order.
 */
const ASCRG_2016: readonly (readonly [string, string])[] = [
  // 1 Buddhism
  ['1011', 'Buddhism'],
  // 2 Christianity
  ['2000', 'Christianity, nfd'],
  ['2012', 'Anglican Church of Australia'],
  ['2031', 'Baptist'],
  ['2051', 'Brethren'],
  ['2071', 'Western Catholic'],
  ['2072', 'Maronite Catholic'],
  ['2073', 'Melkite Catholic'],
  ['2074', 'Ukrainian Catholic'],
  ['2075', 'Chaldean Catholic'],
  ['2076', 'Syro Malabar Catholic'],
  ['2111', 'Churches of Christ (Conference)'],
  ['2131', "Jehovah's Witnesses"],
  ['2151', 'Church of Jesus Christ of Latter-day Saints'],
  ['2171', 'Lutheran'],
  ['2212', 'Armenian Apostolic'],
  ['2214', 'Coptic Orthodox'],
  ['2215', 'Syrian Orthodox'],
  ['2216', 'Ethiopian Orthodox'],
  ['2221', 'Assyrian Church of the East'],
  ['2222', 'Ancient Church of the East'],
  ['2231', 'Albanian Orthodox'],
  ['2232', 'Antiochian Orthodox'],
  ['2233', 'Greek Orthodox'],
  ['2234', 'Macedonian Orthodox'],
  ['2235', 'Romanian Orthodox'],
  ['2236', 'Russian Orthodox'],
  ['2237', 'Serbian Orthodox'],
  ['2238', 'Ukrainian Orthodox'],
  ['2251', 'Presbyterian'],
  ['2252', 'Reformed'],
  ['2271', 'Salvation Army'],
  ['2311', 'Seventh-day Adventist'],
  ['2331', 'Uniting Church'],
  ['2402', 'Australian Christian Churches (Assemblies of God)'],
  ['2404', 'C3 Global (Christian City Church)'],
  ['2499', 'Pentecostal, nec'],
  ['2802', 'Born Again Christian'],
  ['2805', 'Congregational'],
  ['2812', 'Methodist, so described'],
  ['2899', 'Other Protestant, nec'],
  ['2912', 'Religious Society of Friends (Quakers)'],
  ['2999', 'Other Christian, nec'],
  // 3 Hinduism
  ['3011', 'Hinduism'],
  // 4 Islam
  ['4011', 'Islam'],
  // 5 Judaism
  ['5011', 'Judaism'],
  // 6 Other Religions
  ['6011', 'Australian Aboriginal Traditional Religions'],
  ['6031', "Baha'i"],
  ['6051', 'Ancestor Veneration'],
  ['6052', 'Confucianism'],
  ['6053', 'Taoism'],
  ['6071', 'Druse'],
  ['6111', 'Shinto'],
  ['6151', 'Sikhism'],
  ['6171', 'Spiritualism'],
  ['6901', 'Mandaean'],
  ['6902', 'Yezidi'],
  ['6997', 'Jainism'],
  ['6998', 'Zoroastrianism'],
  ['6999', 'Religious Groups, nec'],
  // 7 Secular Beliefs and Other Spiritual Beliefs and No Religious Affiliation
  ['7101', 'No Religion, so described'],
  ['7201', 'Agnosticism'],
  ['7202', 'Atheism'],
  ['7203', 'Humanism'],
  ['7204', 'Rationalism'],
  ['7301', 'Multi Faith'],
  ['7302', 'New Age'],
  ['7303', 'Own Spiritual Beliefs'],
  ['7304', 'Theism'],
];

export const religions: readonly RefItem[] = ASCRG_2016.map(([code, name]) => ({
  id: Number(code),
  name,
  code,
}));
