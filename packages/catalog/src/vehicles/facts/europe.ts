// Generation facts for the European makes of the vehicle list (makes-europe.ts), in millimetres.
import { generations, wikipedia } from './define.ts';
import type { GenerationFacts } from './types.ts';

const BLIND_VAN = (roof: 'low' | 'medium' | 'high') => ({ van: { roof, sideWindows: false } });

export const EUROPEAN_FACTS: readonly GenerationFacts[] = [
  // Volkswagen group
  ...generations('Volkswagen', 'Golf', { shape: 'hatchback', roofRatio: 0.37, beltRatio: 0.64, source: wikipedia('Volkswagen_Golf') }, [
    ['Mk2', 1990, 1991, 3985, 2475, 1415, 720, 14],
    ['Mk3', 1992, 1997, 4020, 2475, 1425, 760, 14],
    ['Mk4', 1998, 2003, 4149, 2511, 1439, 820, 15],
    ['Mk5', 2004, 2008, 4204, 2578, 1485, 860, 16],
    ['Mk6', 2009, 2012, 4199, 2578, 1479, 860, 16],
    ['Mk7', 2013, 2019, 4255, 2637, 1452, 860, 16],
    ['Mk8', 2020, 2026, 4284, 2636, 1456, 870, 16, { source: 'https://en.wikipedia.org/wiki/Volkswagen_Golf_Mk8 (infobox: 4,284 × 2,636 × 1,456 mm)' }],
  ]),
  ...generations('Volkswagen', 'Golf', { shape: 'wagon', source: wikipedia('Volkswagen_Golf') }, [
    ['Mk7 Variant', 2013, 2020, 4562, 2635, 1481, 860, 16],
    ['Mk8 Variant', 2021, 2026, 4633, 2686, 1455, 870, 16],
  ]),
  ...generations('Volkswagen', 'Golf', { shape: 'convertible', top: 'soft', hoodRatio: 0.32, source: wikipedia('Volkswagen_Golf') }, [
    ['Mk3 Cabriolet', 1993, 2002, 4020, 2470, 1410, 760, 14],
    ['Mk6 Cabriolet', 2011, 2016, 4246, 2578, 1423, 860, 16],
  ]),
  ...generations('Volkswagen', 'Polo', { shape: 'hatchback', source: wikipedia('Volkswagen_Polo') }, [
    ['Mk2 (86C)', 1990, 1994, 3765, 2335, 1355, 700, 13, { doors: 3 }],
    ['Mk3 (6N)', 1995, 2001, 3715, 2407, 1420, 700, 13],
    ['Mk4 (9N)', 2002, 2009, 3897, 2460, 1465, 760, 14],
    ['Mk5 (6R)', 2010, 2017, 3970, 2470, 1462, 780, 15],
    ['Mk6 (AW)', 2018, 2026, 4053, 2552, 1461, 790, 16],
  ]),
  ...generations('Volkswagen', 'Passat', { shape: 'sedan', source: wikipedia('Volkswagen_Passat') }, [
    ['B3', 1990, 1993, 4575, 2623, 1430, 930, 14],
    ['B4', 1994, 1996, 4606, 2623, 1430, 940, 15],
    ['B5', 1997, 2005, 4675, 2703, 1462, 880, 15],
    ['B6', 2006, 2011, 4765, 2709, 1472, 950, 16],
    ['NMS', 2012, 2022, 4868, 2803, 1487, 960, 17, { source: wikipedia('Volkswagen_Passat_(North_America)') }],
  ]),
  ...generations('Volkswagen', 'Passat', { shape: 'wagon', source: wikipedia('Volkswagen_Passat') }, [
    ['B6 Variant', 2006, 2010, 4774, 2709, 1517, 950, 16],
    ['B7 Variant', 2011, 2014, 4771, 2712, 1516, 950, 16],
    ['B8 Variant', 2015, 2023, 4767, 2791, 1477, 900, 17],
    ['B9 Variant', 2024, 2026, 4917, 2841, 1506, 930, 17],
  ]),
  ...generations('Volkswagen', 'Jetta', { shape: 'sedan', source: wikipedia('Volkswagen_Jetta') }, [
    ['A2', 1990, 1992, 4385, 2475, 1405, 800, 14],
    ['A3', 1993, 1999, 4380, 2475, 1430, 800, 14],
    ['A4', 2000, 2005, 4376, 2513, 1446, 820, 15],
    ['A5', 2006, 2010, 4554, 2578, 1459, 860, 16],
    ['A6', 2011, 2018, 4644, 2651, 1453, 880, 16],
    ['A7', 2019, 2026, 4702, 2686, 1458, 900, 16],
  ]),
  ...generations('Volkswagen', 'Tiguan', { shape: 'suv', source: `${wikipedia('Volkswagen_Tiguan')}; European short wheelbase` }, [
    ['5N', 2009, 2016, 4427, 2604, 1686, 880, 17],
    ['AD1', 2017, 2023, 4486, 2681, 1673, 880, 18],
    ['Third generation', 2024, 2026, 4539, 2680, 1639, 890, 18],
  ]),
  ...generations('Volkswagen', 'T-Roc', { shape: 'suv', roofRatio: 0.38, source: wikipedia('Volkswagen_T-Roc') }, [
    ['A1', 2018, 2025, 4234, 2603, 1573, 860, 17],
  ]),
  ...generations('Volkswagen', 'Beetle', { shape: 'hatchback', doors: 3, hoodRatio: 0.3, roofRatio: 0.18, beltRatio: 0.62, source: wikipedia('Volkswagen_New_Beetle') }, [
    ['A4 (New Beetle)', 1998, 2010, 4081, 2509, 1498, 830, 16],
    ['A5', 2012, 2019, 4278, 2537, 1486, 860, 17, { roofRatio: 0.22, source: wikipedia('Volkswagen_Beetle_(A5)') }],
  ]),
  ...generations('Volkswagen', 'Arteon', { shape: 'liftback', source: wikipedia('Volkswagen_Arteon') }, [
    ['3H', 2018, 2024, 4862, 2841, 1427, 910, 18],
  ]),
  ...generations('Volkswagen', 'ID.3', { shape: 'hatchback', powertrain: 'ev', hoodRatio: 0.25, source: wikipedia('Volkswagen_ID.3') }, [
    ['E11', 2020, 2026, 4261, 2771, 1552, 760, 18],
  ]),
  ...generations('Volkswagen', 'ID.4', { shape: 'suv', powertrain: 'ev', roofRatio: 0.4, source: wikipedia('Volkswagen_ID.4') }, [
    ['E21', 2021, 2026, 4584, 2765, 1612, 800, 19],
  ]),
  ...generations('Volkswagen', 'ID. Buzz', { shape: 'passenger-van', powertrain: 'ev', hoodRatio: 0.14, roofRatio: 0.66, beltRatio: 0.5, van: { roof: 'low', sideWindows: true }, source: `${wikipedia('Volkswagen_ID._Buzz')}; short wheelbase` }, [
    ['EB', 2023, 2026, 4712, 2988, 1927, 780, 19],
  ]),
  ...generations('Volkswagen', 'Transporter', { shape: 'cargo-van', hoodRatio: 0.19, ...BLIND_VAN('low'), source: `${wikipedia('Volkswagen_Transporter')}; short wheelbase panel van` }, [
    ['T4', 1991, 2003, 4707, 2920, 1940, 870, 15, { hoodRatio: 0.18 }],
    ['T5', 2004, 2015, 4892, 3000, 1990, 950, 16],
    ['T6', 2016, 2024, 4904, 3000, 1990, 960, 16],
    ['T7', 2025, 2026, 5050, 3100, 1980, 950, 17],
  ]),
  ...generations('Audi', 'A3', { shape: 'hatchback', source: wikipedia('Audi_A3') }, [
    ['8L', 1996, 2003, 4152, 2513, 1423, 830, 15],
    ['8P (Sportback)', 2004, 2012, 4285, 2578, 1423, 850, 16],
    ['8V (Sportback)', 2013, 2020, 4310, 2637, 1424, 860, 16],
    ['8Y (Sportback)', 2021, 2026, 4343, 2636, 1458, 870, 17],
  ]),
  ...generations('Audi', 'A3', { shape: 'sedan', source: wikipedia('Audi_A3') }, [
    ['8V sedan', 2015, 2020, 4456, 2637, 1416, 860, 17],
    ['8Y sedan', 2022, 2026, 4495, 2636, 1425, 870, 17],
  ]),
  ...generations('Audi', 'A4', { shape: 'sedan', source: wikipedia('Audi_A4') }, [
    ['B5', 1995, 2001, 4479, 2617, 1415, 880, 15],
    ['B6', 2002, 2005, 4547, 2650, 1428, 900, 16],
    ['B7', 2006, 2008, 4586, 2648, 1427, 910, 16],
    ['B8', 2009, 2016, 4701, 2808, 1427, 880, 17],
    ['B9', 2017, 2025, 4726, 2820, 1427, 880, 17],
  ]),
  ...generations('Audi', 'A4', { shape: 'wagon', source: wikipedia('Audi_A4') }, [
    ['B9 Avant', 2017, 2025, 4725, 2820, 1434, 880, 17],
  ]),
  ...generations('Audi', 'A5', { shape: 'liftback', source: wikipedia('Audi_A5') }, [
    ['8T Sportback', 2010, 2016, 4711, 2810, 1391, 890, 18],
    ['F5 Sportback', 2017, 2024, 4733, 2824, 1386, 890, 18],
    ['B10', 2025, 2026, 4829, 2900, 1440, 900, 18],
  ]),
  ...generations('Audi', 'A5', { shape: 'coupe', source: wikipedia('Audi_A5') }, [
    ['8T coupe', 2008, 2016, 4625, 2751, 1372, 880, 18],
    ['F5 coupe', 2017, 2024, 4673, 2764, 1371, 890, 18],
  ]),
  ...generations('Audi', 'A6', { shape: 'sedan', source: wikipedia('Audi_A6') }, [
    ['C4', 1995, 1997, 4797, 2692, 1430, 930, 15],
    ['C5', 1998, 2004, 4796, 2759, 1453, 920, 16],
    ['C6', 2005, 2011, 4916, 2843, 1459, 950, 17],
    ['C7', 2012, 2018, 4915, 2912, 1455, 910, 18],
    ['C8', 2019, 2026, 4939, 2924, 1457, 910, 18],
  ]),
  ...generations('Audi', 'A7', { shape: 'liftback', roofRatio: 0.18, source: wikipedia('Audi_A7') }, [
    ['4G8', 2012, 2018, 4969, 2914, 1420, 920, 19],
    ['4K8', 2019, 2026, 4969, 2926, 1422, 920, 20],
  ]),
  ...generations('Audi', 'Q3', { shape: 'suv', source: wikipedia('Audi_Q3') }, [
    ['8U', 2012, 2018, 4385, 2603, 1590, 860, 17],
    ['F3', 2019, 2025, 4484, 2680, 1585, 880, 18],
  ]),
  ...generations('Audi', 'Q5', { shape: 'suv', source: wikipedia('Audi_Q5') }, [
    ['8R', 2009, 2017, 4629, 2807, 1653, 870, 18],
    ['FY', 2018, 2024, 4663, 2819, 1659, 880, 19],
  ]),
  ...generations('Audi', 'Q7', { shape: 'suv', source: wikipedia('Audi_Q7') }, [
    ['4L', 2007, 2015, 5086, 3002, 1737, 920, 19],
    ['4M', 2017, 2026, 5052, 2994, 1741, 900, 20],
  ]),
  ...generations('Audi', 'Q4 e-tron', { shape: 'suv', powertrain: 'ev', roofRatio: 0.4, source: wikipedia('Audi_Q4_e-tron') }, [
    ['F4', 2022, 2026, 4588, 2764, 1632, 810, 19],
  ]),
  ...generations('Audi', 'TT', { shape: 'coupe', hoodRatio: 0.36, roofRatio: 0.15, doors: 3, source: wikipedia('Audi_TT') }, [
    ['8N', 2000, 2006, 4041, 2422, 1346, 850, 16],
    ['8J', 2008, 2014, 4178, 2468, 1352, 880, 17],
    ['FV', 2016, 2023, 4177, 2505, 1353, 880, 18],
  ]),
  ...generations('Audi', 'TT', { shape: 'roadster', top: 'soft', hoodRatio: 0.38, source: wikipedia('Audi_TT') }, [
    ['8N Roadster', 2000, 2006, 4041, 2429, 1355, 850, 16],
    ['FV Roadster', 2016, 2023, 4177, 2505, 1355, 880, 18],
  ]),
  ...generations('Audi', 'R8', { shape: 'coupe', engine: 'mid', hoodRatio: 0.3, roofRatio: 0.13, source: wikipedia('Audi_R8') }, [
    ['Type 42', 2008, 2015, 4431, 2650, 1252, 950, 19],
    ['Type 4S', 2017, 2024, 4426, 2650, 1240, 950, 19],
  ]),
  ...generations('Porsche', '911', { shape: 'coupe', engine: 'rear', hoodRatio: 0.34, roofRatio: 0.14, source: wikipedia('Porsche_911') }, [
    ['964', 1990, 1994, 4250, 2272, 1310, 880, 16],
    ['993', 1995, 1998, 4245, 2272, 1300, 880, 17],
    ['996', 1999, 2004, 4430, 2350, 1305, 950, 17],
    ['997', 2005, 2011, 4435, 2350, 1310, 960, 18],
    ['991', 2012, 2019, 4491, 2450, 1303, 940, 19],
    ['992', 2020, 2026, 4519, 2450, 1298, 955, 20],
  ]),
  ...generations('Porsche', '911', { shape: 'convertible', top: 'soft', engine: 'rear', hoodRatio: 0.34, source: wikipedia('Porsche_911') }, [
    ['991 Cabriolet', 2012, 2019, 4491, 2450, 1295, 940, 19],
    ['992 Cabriolet', 2020, 2026, 4519, 2450, 1299, 955, 20],
  ]),
  ...generations('Porsche', 'Boxster', { shape: 'roadster', top: 'soft', engine: 'mid', hoodRatio: 0.34, source: wikipedia('Porsche_Boxster_and_Cayman') }, [
    ['986', 1997, 2004, 4315, 2415, 1290, 930, 17],
    ['987', 2005, 2012, 4329, 2415, 1294, 930, 18],
    ['981', 2013, 2016, 4374, 2475, 1282, 930, 19],
    ['982', 2017, 2026, 4379, 2475, 1281, 930, 19],
  ]),
  ...generations('Porsche', 'Cayman', { shape: 'coupe', engine: 'mid', doors: 3, hoodRatio: 0.34, roofRatio: 0.16, source: wikipedia('Porsche_Boxster_and_Cayman') }, [
    ['987c', 2006, 2012, 4341, 2415, 1305, 930, 18],
    ['981c', 2014, 2016, 4380, 2475, 1295, 930, 19],
    ['982c', 2017, 2026, 4379, 2475, 1295, 930, 19],
  ]),
  ...generations('Porsche', 'Cayenne', { shape: 'suv', source: wikipedia('Porsche_Cayenne') }, [
    ['9PA', 2003, 2010, 4782, 2855, 1699, 880, 18],
    ['92A', 2011, 2018, 4846, 2895, 1705, 900, 19],
    ['9YA', 2019, 2026, 4918, 2895, 1696, 920, 20],
  ]),
  ...generations('Porsche', 'Macan', { shape: 'suv', roofRatio: 0.34, source: wikipedia('Porsche_Macan') }, [
    ['95B', 2015, 2024, 4681, 2807, 1624, 870, 19],
    ['XAB (Electric)', 2025, 2026, 4784, 2893, 1622, 880, 20, { powertrain: 'ev' }],
  ]),
  ...generations('Porsche', 'Panamera', { shape: 'liftback', source: wikipedia('Porsche_Panamera') }, [
    ['970', 2010, 2016, 4970, 2920, 1418, 950, 19],
    ['971', 2017, 2023, 5049, 2950, 1423, 960, 19],
    ['976', 2024, 2026, 5052, 2950, 1423, 960, 20],
  ]),
  ...generations('Porsche', 'Taycan', { shape: 'sedan', powertrain: 'ev', hoodRatio: 0.3, roofRatio: 0.2, source: wikipedia('Porsche_Taycan') }, [
    ['J1', 2020, 2026, 4963, 2900, 1381, 890, 20],
  ]),
  ...generations('Seat', 'Ibiza', { shape: 'hatchback', source: wikipedia('SEAT_Ibiza') }, [
    ['6L', 2002, 2008, 3953, 2460, 1445, 780, 15],
    ['6J', 2009, 2017, 4052, 2469, 1445, 810, 15],
    ['KJ', 2018, 2026, 4059, 2564, 1444, 800, 16],
  ]),
  ...generations('Seat', 'León', { shape: 'hatchback', source: wikipedia('SEAT_León') }, [
    ['1M', 1999, 2005, 4193, 2513, 1439, 830, 16],
    ['1P', 2006, 2012, 4315, 2578, 1459, 870, 16],
    ['5F', 2013, 2019, 4263, 2636, 1459, 850, 16],
    ['KL', 2020, 2026, 4368, 2686, 1456, 870, 17],
  ]),
  ...generations('Skoda', 'Octavia', { shape: 'liftback', roofRatio: 0.26, source: wikipedia('Škoda_Octavia') }, [
    ['1U', 1996, 2004, 4507, 2512, 1431, 880, 15],
    ['1Z', 2005, 2012, 4569, 2578, 1462, 890, 16],
    ['5E', 2013, 2019, 4659, 2686, 1461, 890, 16],
    ['NX', 2020, 2026, 4689, 2686, 1470, 890, 17],
  ]),
  ...generations('Skoda', 'Octavia', { shape: 'wagon', source: wikipedia('Škoda_Octavia') }, [
    ['5E Combi', 2013, 2019, 4659, 2686, 1465, 890, 16],
    ['NX Combi', 2020, 2026, 4689, 2686, 1468, 890, 17],
  ]),
  ...generations('Skoda', 'Fabia', { shape: 'hatchback', source: wikipedia('Škoda_Fabia') }, [
    ['6Y', 1999, 2007, 3960, 2462, 1451, 790, 14],
    ['5J', 2008, 2014, 3992, 2465, 1498, 800, 15],
    ['NJ', 2015, 2021, 3992, 2470, 1467, 790, 15],
    ['PJ', 2022, 2026, 4107, 2564, 1460, 820, 16],
  ]),
  ...generations('Skoda', 'Superb', { shape: 'liftback', roofRatio: 0.26, source: wikipedia('Škoda_Superb') }, [
    ['3T', 2009, 2015, 4833, 2761, 1462, 940, 16],
    ['3V', 2016, 2023, 4861, 2841, 1468, 920, 17],
    ['Fourth generation', 2024, 2026, 4912, 2841, 1482, 930, 17],
  ]),
  ...generations('Skoda', 'Kodiaq', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Škoda_Kodiaq') }, [
    ['NS7', 2017, 2023, 4697, 2791, 1676, 890, 18],
    ['PS', 2024, 2026, 4758, 2791, 1659, 900, 18],
  ]),
  ...generations('Skoda', 'Enyaq', { shape: 'suv', powertrain: 'ev', source: wikipedia('Škoda_Enyaq') }, [
    ['5A', 2021, 2026, 4649, 2765, 1616, 810, 19],
  ]),

  // Mercedes-Benz, BMW, MINI
  ...generations('Mercedes-Benz', 'A-Class', { shape: 'hatchback', source: wikipedia('Mercedes-Benz_A-Class') }, [
    ['W168', 1998, 2004, 3575, 2423, 1575, 640, 15, { hoodRatio: 0.2, roofRatio: 0.42 }],
    ['W169', 2005, 2012, 3838, 2568, 1593, 700, 15, { hoodRatio: 0.22, roofRatio: 0.42 }],
    ['W176', 2013, 2018, 4292, 2699, 1433, 870, 17],
    ['W177', 2019, 2026, 4419, 2729, 1440, 880, 17],
  ]),
  ...generations('Mercedes-Benz', 'C-Class', { shape: 'sedan', hoodRatio: 0.37, source: wikipedia('Mercedes-Benz_C-Class') }, [
    ['W202', 1994, 2000, 4487, 2690, 1420, 780, 15],
    ['W203', 2001, 2007, 4526, 2715, 1426, 790, 16],
    ['W204', 2008, 2014, 4581, 2760, 1447, 800, 17],
    ['W205', 2015, 2021, 4686, 2840, 1442, 810, 17],
    ['W206', 2022, 2026, 4751, 2865, 1438, 830, 18],
  ]),
  ...generations('Mercedes-Benz', 'C-Class', { shape: 'wagon', hoodRatio: 0.36, source: wikipedia('Mercedes-Benz_C-Class') }, [
    ['S205', 2015, 2021, 4702, 2840, 1457, 810, 17],
    ['S206', 2022, 2026, 4751, 2865, 1455, 830, 18],
  ]),
  ...generations('Mercedes-Benz', 'E-Class', { shape: 'sedan', hoodRatio: 0.37, source: wikipedia('Mercedes-Benz_E-Class') }, [
    ['W124', 1994, 1995, 4740, 2800, 1446, 800, 15],
    ['W210', 1996, 2002, 4795, 2833, 1441, 820, 16],
    ['W211', 2003, 2009, 4818, 2854, 1452, 830, 16],
    ['W212', 2010, 2016, 4868, 2874, 1470, 840, 17],
    ['W213', 2017, 2023, 4923, 2939, 1468, 840, 18],
    ['W214', 2024, 2026, 4949, 2961, 1468, 850, 18],
  ]),
  ...generations('Mercedes-Benz', 'E-Class', { shape: 'wagon', hoodRatio: 0.36, source: wikipedia('Mercedes-Benz_E-Class') }, [
    ['S212', 2010, 2016, 4895, 2874, 1512, 840, 17],
    ['S213', 2017, 2023, 4933, 2939, 1475, 840, 18],
  ]),
  ...generations('Mercedes-Benz', 'S-Class', { shape: 'sedan', hoodRatio: 0.37, source: `${wikipedia('Mercedes-Benz_S-Class')}; standard wheelbase` }, [
    ['W140', 1991, 1998, 5113, 3040, 1486, 870, 16],
    ['W220', 1999, 2005, 5038, 2965, 1444, 860, 17],
    ['W221', 2006, 2013, 5076, 3035, 1473, 870, 18],
    ['W222', 2014, 2020, 5116, 3035, 1496, 880, 18],
    ['W223', 2021, 2026, 5179, 3106, 1503, 880, 19],
  ]),
  ...generations('Mercedes-Benz', 'CLA', { shape: 'sedan', roofRatio: 0.18, source: wikipedia('Mercedes-Benz_CLA-Class') }, [
    ['C117', 2014, 2019, 4630, 2699, 1437, 890, 18],
    ['C118', 2020, 2025, 4688, 2729, 1439, 900, 18],
  ]),
  ...generations('Mercedes-Benz', 'GLA', { shape: 'suv', source: wikipedia('Mercedes-Benz_GLA-Class') }, [
    ['X156', 2015, 2020, 4417, 2699, 1494, 870, 18, { roofRatio: 0.36 }],
    ['H247', 2021, 2026, 4410, 2729, 1611, 860, 18],
  ]),
  ...generations('Mercedes-Benz', 'GLC', { shape: 'suv', source: wikipedia('Mercedes-Benz_GLC-Class') }, [
    ['X253', 2016, 2022, 4656, 2873, 1639, 830, 18],
    ['X254', 2023, 2026, 4716, 2888, 1640, 850, 19],
  ]),
  ...generations('Mercedes-Benz', 'M-Class', { shape: 'suv', source: wikipedia('Mercedes-Benz_M-Class') }, [
    ['W163', 1998, 2005, 4587, 2820, 1776, 820, 17],
    ['W164', 2006, 2011, 4780, 2915, 1815, 860, 18],
    ['W166', 2012, 2015, 4804, 2915, 1796, 870, 19],
  ]),
  ...generations('Mercedes-Benz', 'GLE', { shape: 'suv', source: wikipedia('Mercedes-Benz_GLE') }, [
    ['W166', 2016, 2019, 4819, 2915, 1796, 870, 19],
    ['V167', 2020, 2026, 4924, 2995, 1772, 880, 20],
  ]),
  ...generations('Mercedes-Benz', 'G-Class', { shape: 'suv', rearSpare: true, hoodRatio: 0.3, roofRatio: 0.55, beltRatio: 0.58, source: `${wikipedia('Mercedes-Benz_G-Class')}; long wheelbase, length with spare wheel` }, [
    ['W463', 1990, 2018, 4662, 2850, 1951, 700, 18],
    ['W463A', 2019, 2026, 4817, 2890, 1969, 740, 20],
  ]),
  ...generations('Mercedes-Benz', 'SLK', { shape: 'roadster', top: 'hard', source: wikipedia('Mercedes-Benz_SLK-Class') }, [
    ['R170', 1998, 2004, 3995, 2400, 1288, 780, 16],
    ['R171', 2005, 2011, 4082, 2430, 1296, 800, 17],
    ['R172', 2012, 2016, 4134, 2430, 1301, 820, 18],
  ]),
  ...generations('Mercedes-Benz', 'SL', { shape: 'roadster', top: 'hard', hoodRatio: 0.44, source: wikipedia('Mercedes-Benz_SL-Class') }, [
    ['R129', 1990, 2001, 4470, 2515, 1303, 860, 16, { top: 'soft' }],
    ['R230', 2002, 2012, 4535, 2560, 1298, 880, 18],
    ['R231', 2013, 2020, 4612, 2585, 1315, 880, 19],
    ['R232', 2022, 2026, 4705, 2700, 1359, 880, 20, { top: 'soft' }],
  ]),
  ...generations('Mercedes-Benz', 'Sprinter', { shape: 'cargo-van', hoodRatio: 0.18, roofRatio: 0.74, ...BLIND_VAN('high'), source: `${wikipedia('Mercedes-Benz_Sprinter')}; 144-in (3,665 mm) wheelbase high roof, the best-selling configuration` }, [
    ['T1N', 1995, 2006, 5640, 3550, 2600, 900, 15, { hoodRatio: 0.19 }],
    ['NCV3', 2007, 2018, 5910, 3665, 2740, 1000, 16],
    ['VS30', 2019, 2026, 5932, 3665, 2740, 1000, 16],
  ]),
  ...generations('Mercedes-Benz', 'Metris', { shape: 'cargo-van', hoodRatio: 0.2, roofRatio: 0.66, ...BLIND_VAN('low'), source: wikipedia('Mercedes-Benz_Vito') }, [
    ['W447', 2016, 2023, 5140, 3200, 1910, 920, 17],
  ]),
  ...generations('BMW', '1 Series', { shape: 'hatchback', source: wikipedia('BMW_1_Series') }, [
    ['E87', 2004, 2011, 4227, 2660, 1430, 710, 16, { hoodRatio: 0.34 }],
    ['F20', 2012, 2019, 4324, 2690, 1421, 730, 16, { hoodRatio: 0.34 }],
    ['F40', 2020, 2024, 4319, 2670, 1434, 820, 17],
    ['F70', 2025, 2026, 4361, 2670, 1459, 830, 17],
  ]),
  ...generations('BMW', '3 Series', { shape: 'sedan', hoodRatio: 0.37, source: wikipedia('BMW_3_Series') }, [
    ['E30', 1990, 1991, 4325, 2570, 1380, 700, 14],
    ['E36', 1992, 1998, 4433, 2700, 1393, 730, 15],
    ['E46', 1999, 2005, 4471, 2725, 1415, 750, 16],
    ['E90', 2006, 2011, 4520, 2760, 1421, 770, 17],
    ['F30', 2012, 2018, 4624, 2810, 1429, 790, 17],
    ['G20', 2019, 2026, 4709, 2851, 1435, 810, 18],
  ]),
  ...generations('BMW', '3 Series', { shape: 'wagon', hoodRatio: 0.36, source: wikipedia('BMW_3_Series') }, [
    ['F31 Touring', 2013, 2019, 4624, 2810, 1454, 790, 17],
    ['G21 Touring', 2020, 2026, 4709, 2851, 1445, 810, 18],
  ]),
  ...generations('BMW', '4 Series', { shape: 'coupe', hoodRatio: 0.38, source: wikipedia('BMW_4_Series') }, [
    ['F32', 2014, 2020, 4638, 2810, 1362, 790, 18],
    ['G22', 2021, 2026, 4768, 2851, 1383, 820, 18],
  ]),
  ...generations('BMW', '4 Series', { shape: 'liftback', source: wikipedia('BMW_4_Series') }, [
    ['F36 Gran Coupé', 2015, 2020, 4638, 2810, 1389, 790, 18],
    ['G26 Gran Coupé', 2022, 2026, 4783, 2856, 1442, 820, 18],
  ]),
  ...generations('BMW', '5 Series', { shape: 'sedan', hoodRatio: 0.38, source: wikipedia('BMW_5_Series') }, [
    ['E34', 1990, 1995, 4720, 2761, 1412, 790, 15],
    ['E39', 1996, 2003, 4775, 2830, 1435, 800, 16],
    ['E60', 2004, 2010, 4841, 2888, 1468, 820, 17],
    ['F10', 2011, 2016, 4899, 2968, 1464, 830, 18],
    ['G30', 2017, 2023, 4936, 2975, 1479, 840, 18],
    ['G60', 2024, 2026, 5060, 2995, 1515, 860, 19],
  ]),
  ...generations('BMW', 'X1', { shape: 'suv', source: wikipedia('BMW_X1') }, [
    ['E84', 2010, 2015, 4454, 2760, 1545, 760, 17, { hoodRatio: 0.33 }],
    ['F48', 2016, 2022, 4439, 2670, 1598, 860, 18],
    ['U11', 2023, 2026, 4500, 2692, 1642, 870, 18],
  ]),
  ...generations('BMW', 'X3', { shape: 'suv', source: wikipedia('BMW_X3') }, [
    ['E83', 2004, 2010, 4565, 2795, 1674, 780, 17],
    ['F25', 2011, 2017, 4648, 2810, 1661, 800, 18],
    ['G01', 2018, 2024, 4708, 2864, 1676, 810, 19],
    ['G45', 2025, 2026, 4755, 2865, 1660, 830, 19],
  ]),
  ...generations('BMW', 'X5', { shape: 'suv', source: wikipedia('BMW_X5') }, [
    ['E53', 2000, 2006, 4667, 2820, 1715, 800, 18],
    ['E70', 2007, 2013, 4854, 2933, 1766, 840, 19],
    ['F15', 2014, 2018, 4886, 2933, 1762, 850, 19],
    ['G05', 2019, 2026, 4922, 2975, 1745, 860, 20],
  ]),
  ...generations('BMW', 'Z3', { shape: 'roadster', top: 'soft', hoodRatio: 0.46, source: wikipedia('BMW_Z3') }, [
    ['E36/7', 1996, 2002, 4025, 2446, 1293, 730, 16],
  ]),
  ...generations('BMW', 'Z4', { shape: 'roadster', top: 'soft', hoodRatio: 0.46, source: wikipedia('BMW_Z4') }, [
    ['E85', 2003, 2008, 4091, 2495, 1299, 780, 17],
    ['E89', 2009, 2016, 4239, 2496, 1291, 800, 18, { top: 'hard' }],
    ['G29', 2019, 2026, 4324, 2470, 1304, 840, 18],
  ]),
  ...generations('BMW', 'i3', { shape: 'hatchback', powertrain: 'ev', hoodRatio: 0.24, roofRatio: 0.4, beltRatio: 0.58, source: wikipedia('BMW_i3') }, [
    ['I01', 2014, 2021, 3999, 2570, 1578, 680, 19],
  ]),
  ...generations('BMW', 'i4', { shape: 'liftback', powertrain: 'ev', source: wikipedia('BMW_i4') }, [
    ['G26', 2022, 2026, 4783, 2856, 1448, 820, 18],
  ]),
  ...generations('MINI', 'Cooper', { shape: 'hatchback', doors: 3, hoodRatio: 0.27, roofRatio: 0.42, beltRatio: 0.63, source: wikipedia('Mini_Hatch') }, [
    ['R50', 2002, 2006, 3626, 2467, 1416, 600, 15],
    ['R56', 2007, 2013, 3714, 2467, 1407, 650, 15],
    ['F56', 2014, 2024, 3821, 2495, 1414, 740, 16, { source: 'https://en.wikipedia.org/wiki/Mini_Hatch (F56 Cooper); Cooper S front overhang 775 mm per MotoringFile F66/J01 comparison (EU data)' }],
    ['F66', 2025, 2026, 3876, 2495, 1432, 778, 16, { source: 'https://www.motoringfile.com/2023/11/06/exclusive-f66-2025-mini-cooper-technical-specifications-including-power-and-size/ (EU data; overhangs published)' }],
  ]),
  ...generations('MINI', 'Cooper', { shape: 'convertible', top: 'soft', hoodRatio: 0.27, source: wikipedia('Mini_Hatch') }, [
    ['F57', 2016, 2024, 3821, 2495, 1415, 740, 16],
  ]),
  ...generations('MINI', 'Countryman', { shape: 'suv', hoodRatio: 0.28, roofRatio: 0.48, source: wikipedia('Mini_Countryman') }, [
    ['R60', 2011, 2016, 4097, 2595, 1561, 780, 17],
    ['F60', 2017, 2024, 4299, 2670, 1557, 820, 17],
    ['U25', 2025, 2026, 4433, 2692, 1656, 840, 18],
  ]),
  ...generations('MINI', 'Clubman', { shape: 'wagon', hoodRatio: 0.27, roofRatio: 0.48, source: wikipedia('Mini_Clubman') }, [
    ['R55', 2008, 2014, 3937, 2547, 1426, 650, 16],
    ['F54', 2016, 2024, 4253, 2670, 1441, 800, 17],
  ]),

  // Stellantis Europe: Fiat, Peugeot, Citroën, Opel, Vauxhall
  ...generations('Fiat', '500', { shape: 'hatchback', doors: 3, hoodRatio: 0.26, roofRatio: 0.32, beltRatio: 0.62, source: wikipedia('Fiat_500_(2007)') }, [
    ['312', 2008, 2023, 3546, 2300, 1488, 680, 15],
    ['332 (500e)', 2024, 2026, 3632, 2322, 1527, 700, 16, { powertrain: 'ev', source: wikipedia('Fiat_500e') }],
  ]),
  ...generations('Fiat', 'Panda', { shape: 'hatchback', hoodRatio: 0.24, roofRatio: 0.42, source: wikipedia('Fiat_Panda') }, [
    ['141', 1990, 2003, 3408, 2159, 1445, 600, 13, { doors: 3 }],
    ['169', 2004, 2011, 3538, 2299, 1540, 640, 14],
    ['319', 2012, 2026, 3653, 2300, 1551, 680, 15],
  ]),
  ...generations('Fiat', 'Punto', { shape: 'hatchback', source: wikipedia('Fiat_Punto') }, [
    ['176', 1994, 1999, 3760, 2450, 1450, 700, 13],
    ['188', 2000, 2005, 3800, 2460, 1480, 720, 14],
    ['199 (Grande Punto)', 2006, 2018, 4030, 2510, 1490, 780, 15],
  ]),
  ...generations('Fiat', 'Ducato', { shape: 'cargo-van', hoodRatio: 0.16, ...BLIND_VAN('high'), source: `${wikipedia('Fiat_Ducato')}; L2H2 panel van` }, [
    ['X250', 2007, 2026, 5413, 3450, 2524, 960, 16],
  ]),
  ...generations('Fiat', '124 Spider', { shape: 'roadster', top: 'soft', source: wikipedia('Fiat_124_Spider_(2016)') }, [
    ['348', 2017, 2020, 4054, 2310, 1233, 810, 17],
  ]),
  ...generations('Peugeot', '205', { shape: 'hatchback', doors: 3, source: wikipedia('Peugeot_205') }, [
    ['205', 1990, 1998, 3705, 2420, 1373, 660, 14],
  ]),
  ...generations('Peugeot', '106', { shape: 'hatchback', doors: 3, source: wikipedia('Peugeot_106') }, [
    ['106', 1991, 2003, 3564, 2385, 1369, 620, 13],
  ]),
  ...generations('Peugeot', '206', { shape: 'hatchback', source: wikipedia('Peugeot_206') }, [
    ['T1', 1998, 2012, 3835, 2442, 1428, 780, 14],
  ]),
  ...generations('Peugeot', '207', { shape: 'hatchback', source: wikipedia('Peugeot_207') }, [
    ['A7', 2006, 2014, 4030, 2540, 1472, 830, 15],
  ]),
  ...generations('Peugeot', '208', { shape: 'hatchback', source: wikipedia('Peugeot_208') }, [
    ['A9', 2012, 2019, 3962, 2538, 1460, 800, 15],
    ['P21', 2020, 2026, 4055, 2540, 1430, 830, 16],
  ]),
  ...generations('Peugeot', '306', { shape: 'hatchback', source: wikipedia('Peugeot_306') }, [
    ['N3/N5', 1993, 2002, 4030, 2580, 1380, 780, 14],
  ]),
  ...generations('Peugeot', '307', { shape: 'hatchback', hoodRatio: 0.26, source: wikipedia('Peugeot_307') }, [
    ['T5', 2001, 2008, 4202, 2608, 1510, 870, 15],
  ]),
  ...generations('Peugeot', '308', { shape: 'hatchback', source: wikipedia('Peugeot_308') }, [
    ['T7', 2007, 2013, 4276, 2608, 1498, 880, 16],
    ['T9', 2014, 2021, 4253, 2620, 1457, 860, 16],
    ['P5', 2022, 2026, 4367, 2675, 1444, 880, 17],
  ]),
  ...generations('Peugeot', '508', { shape: 'sedan', source: wikipedia('Peugeot_508') }, [
    ['W2', 2011, 2018, 4792, 2817, 1456, 920, 17],
  ]),
  ...generations('Peugeot', '508', { shape: 'liftback', roofRatio: 0.18, source: wikipedia('Peugeot_508') }, [
    ['R8', 2019, 2026, 4750, 2793, 1403, 890, 18],
  ]),
  ...generations('Peugeot', '2008', { shape: 'suv', roofRatio: 0.4, source: wikipedia('Peugeot_2008') }, [
    ['A94', 2013, 2019, 4159, 2538, 1556, 820, 16],
    ['P24', 2020, 2026, 4300, 2605, 1550, 850, 17],
  ]),
  ...generations('Peugeot', '3008', { shape: 'suv', source: wikipedia('Peugeot_3008') }, [
    ['T84', 2009, 2016, 4365, 2613, 1639, 880, 17],
    ['P84', 2017, 2023, 4447, 2675, 1624, 890, 18],
    ['P64', 2024, 2026, 4542, 2739, 1641, 900, 19, { roofRatio: 0.34 }],
  ]),
  ...generations('Peugeot', 'Partner', { shape: 'cargo-van', hoodRatio: 0.22, roofRatio: 0.6, ...BLIND_VAN('low'), source: wikipedia('Peugeot_Partner') }, [
    ['K9', 2019, 2026, 4403, 2785, 1796, 860, 16],
  ]),
  ...generations('Citroën', 'C3', { shape: 'hatchback', source: wikipedia('Citroën_C3') }, [
    ['FC', 2002, 2009, 3850, 2460, 1519, 780, 15],
    ['SC', 2010, 2016, 3941, 2466, 1538, 800, 16],
    ['SX', 2017, 2023, 3996, 2540, 1474, 800, 16],
    ['CC21', 2024, 2026, 4015, 2540, 1577, 810, 17],
  ]),
  ...generations('Citroën', 'Berlingo', { shape: 'cargo-van', hoodRatio: 0.22, roofRatio: 0.6, ...BLIND_VAN('low'), source: wikipedia('Citroën_Berlingo') }, [
    ['K9', 2019, 2026, 4403, 2785, 1844, 860, 16],
  ]),
  ...generations('Opel', 'Corsa', { shape: 'hatchback', source: wikipedia('Opel_Corsa') }, [
    ['A', 1990, 1992, 3622, 2343, 1365, 650, 13, { doors: 3 }],
    ['B', 1993, 2000, 3729, 2443, 1395, 680, 13],
    ['C', 2001, 2006, 3817, 2491, 1440, 720, 14],
    ['D', 2007, 2014, 3999, 2511, 1488, 800, 15],
    ['E', 2015, 2019, 4021, 2510, 1479, 810, 16],
    ['F', 2020, 2026, 4060, 2538, 1433, 830, 16],
  ]),
  ...generations('Vauxhall', 'Corsa', { shape: 'hatchback', source: wikipedia('Opel_Corsa') }, [
    ['B', 1993, 2000, 3729, 2443, 1395, 680, 13],
    ['C', 2001, 2006, 3817, 2491, 1440, 720, 14],
    ['D', 2007, 2014, 3999, 2511, 1488, 800, 15],
    ['E', 2015, 2019, 4021, 2510, 1479, 810, 16],
    ['F', 2020, 2026, 4060, 2538, 1433, 830, 16],
  ]),
  ...generations('Opel', 'Astra', { shape: 'hatchback', source: wikipedia('Opel_Astra') }, [
    ['F', 1992, 1998, 4051, 2517, 1400, 780, 14],
    ['G', 1999, 2003, 4110, 2606, 1425, 790, 15],
    ['H', 2004, 2009, 4249, 2614, 1460, 850, 16],
    ['J', 2010, 2015, 4419, 2685, 1510, 900, 17],
    ['K', 2016, 2021, 4370, 2662, 1485, 880, 16],
    ['L', 2022, 2026, 4374, 2675, 1441, 880, 17],
  ]),
  ...generations('Vauxhall', 'Astra', { shape: 'hatchback', source: wikipedia('Opel_Astra') }, [
    ['F', 1992, 1998, 4051, 2517, 1400, 780, 14],
    ['G', 1999, 2003, 4110, 2606, 1425, 790, 15],
    ['H', 2004, 2009, 4249, 2614, 1460, 850, 16],
    ['J', 2010, 2015, 4419, 2685, 1510, 900, 17],
    ['K', 2016, 2021, 4370, 2662, 1485, 880, 16],
    ['L', 2022, 2026, 4374, 2675, 1441, 880, 17],
  ]),
  ...generations('Opel', 'Insignia', { shape: 'liftback', source: wikipedia('Opel_Insignia') }, [
    ['A', 2009, 2016, 4830, 2737, 1498, 940, 17],
    ['B', 2017, 2022, 4897, 2829, 1455, 940, 18],
  ]),
  ...generations('Vauxhall', 'Insignia', { shape: 'liftback', source: wikipedia('Opel_Insignia') }, [
    ['A', 2009, 2016, 4830, 2737, 1498, 940, 17],
    ['B', 2017, 2022, 4897, 2829, 1455, 940, 18],
  ]),

  // Renault group
  ...generations('Renault', 'Clio', { shape: 'hatchback', source: wikipedia('Renault_Clio') }, [
    ['X57', 1991, 1998, 3709, 2472, 1395, 700, 13],
    ['X65', 1999, 2005, 3773, 2472, 1417, 720, 14],
    ['X85', 2006, 2012, 3986, 2575, 1493, 780, 15],
    ['X98', 2013, 2019, 4062, 2589, 1448, 820, 16],
    ['BJA', 2020, 2026, 4050, 2583, 1440, 820, 16],
  ]),
  ...generations('Renault', 'Mégane', { shape: 'hatchback', source: wikipedia('Renault_Mégane') }, [
    ['X64', 1996, 2002, 4164, 2468, 1420, 820, 14],
    ['X84', 2003, 2008, 4209, 2625, 1457, 830, 16],
    ['X95', 2009, 2015, 4295, 2641, 1471, 870, 16],
    ['BFB', 2016, 2023, 4359, 2669, 1447, 900, 17],
    ['BCB (E-Tech Electric)', 2024, 2026, 4200, 2685, 1505, 800, 18, { powertrain: 'ev', source: wikipedia('Renault_Mégane_E-Tech_Electric') }],
  ]),
  ...generations('Renault', 'Captur', { shape: 'suv', roofRatio: 0.4, source: wikipedia('Renault_Captur') }, [
    ['J87', 2013, 2019, 4122, 2606, 1566, 810, 17],
    ['HJB', 2020, 2026, 4227, 2639, 1576, 840, 17],
  ]),
  ...generations('Renault', 'Twingo', { shape: 'hatchback', hoodRatio: 0.22, roofRatio: 0.38, source: wikipedia('Renault_Twingo') }, [
    ['C06', 1993, 2007, 3433, 2347, 1423, 560, 13, { doors: 3, hoodRatio: 0.2 }],
    ['CN0', 2008, 2014, 3600, 2367, 1470, 640, 14, { doors: 3 }],
    ['AH', 2015, 2024, 3595, 2492, 1554, 620, 15, { engine: 'rear' }],
  ]),
  ...generations('Renault', 'Zoe', { shape: 'hatchback', powertrain: 'ev', source: wikipedia('Renault_Zoe') }, [
    ['X10', 2013, 2024, 4084, 2588, 1562, 810, 16],
  ]),
  ...generations('Renault', 'Kangoo', { shape: 'cargo-van', hoodRatio: 0.22, roofRatio: 0.6, ...BLIND_VAN('low'), source: wikipedia('Renault_Kangoo') }, [
    ['KC', 1998, 2007, 3995, 2600, 1800, 720, 14],
    ['X61', 2008, 2020, 4213, 2697, 1844, 790, 15],
    ['KFK', 2021, 2026, 4486, 2716, 1864, 840, 16],
  ]),
  ...generations('Renault', 'Trafic', { shape: 'cargo-van', hoodRatio: 0.18, ...BLIND_VAN('low'), source: `${wikipedia('Renault_Trafic')}; L1H1 panel van` }, [
    ['X83', 2001, 2014, 4782, 3098, 1970, 880, 16],
    ['X82', 2015, 2026, 4999, 3098, 1971, 960, 16],
  ]),
  ...generations('Renault', 'Master', { shape: 'cargo-van', hoodRatio: 0.16, ...BLIND_VAN('high'), source: `${wikipedia('Renault_Master')}; L2H2 panel van` }, [
    ['X62', 2011, 2024, 5548, 3682, 2499, 950, 16],
  ]),
  ...generations('Dacia', 'Sandero', { shape: 'hatchback', source: wikipedia('Dacia_Sandero') }, [
    ['B90', 2008, 2012, 4020, 2589, 1534, 790, 15],
    ['B52', 2013, 2020, 4069, 2589, 1519, 800, 15],
    ['DJF', 2021, 2026, 4088, 2604, 1499, 810, 16],
  ]),
  ...generations('Dacia', 'Duster', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Dacia_Duster') }, [
    ['HS', 2010, 2017, 4315, 2673, 1695, 820, 16],
    ['HM', 2018, 2023, 4341, 2674, 1693, 830, 17],
    ['RJI', 2024, 2026, 4343, 2657, 1656, 840, 17],
  ]),
  ...generations('Dacia', 'Spring', { shape: 'hatchback', powertrain: 'ev', hoodRatio: 0.26, source: wikipedia('Dacia_Spring') }, [
    ['BBG', 2021, 2026, 3734, 2423, 1516, 680, 14],
  ]),

  // Volvo, Polestar, Jaguar Land Rover
  ...generations('Volvo', 'XC90', { shape: 'suv', roofRatio: 0.52, source: wikipedia('Volvo_XC90') }, [
    ['P2', 2003, 2014, 4798, 2857, 1784, 930, 18],
    ['SPA', 2016, 2026, 4950, 2984, 1776, 930, 20],
  ]),
  ...generations('Volvo', 'XC60', { shape: 'suv', source: wikipedia('Volvo_XC60') }, [
    ['Y20', 2009, 2017, 4628, 2774, 1713, 880, 18],
    ['SPA', 2018, 2026, 4688, 2865, 1658, 870, 19],
  ]),
  ...generations('Volvo', 'XC40', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Volvo_XC40') }, [
    ['CMA', 2018, 2026, 4425, 2702, 1652, 860, 18],
  ]),
  ...generations('Polestar', 'Polestar 2', { shape: 'liftback', powertrain: 'ev', roofRatio: 0.24, beltRatio: 0.66, source: wikipedia('Polestar_2') }, [
    ['534', 2021, 2026, 4606, 2735, 1479, 870, 19],
  ]),
  ...generations('Land Rover', 'Defender', { shape: 'suv', rearSpare: true, hoodRatio: 0.3, roofRatio: 0.58, beltRatio: 0.58, source: `${wikipedia('Land_Rover_Defender')}; 110 station wagon, length with spare wheel` }, [
    ['110 (classic)', 1990, 2016, 4639, 2794, 2035, 700, 16],
    ['L663 (110)', 2020, 2026, 5018, 3022, 1967, 870, 19],
  ]),
  ...generations('Land Rover', 'Range Rover', { shape: 'suv', roofRatio: 0.55, source: wikipedia('Range_Rover') }, [
    ['Classic', 1990, 1994, 4450, 2540, 1780, 750, 16],
    ['P38A', 1995, 2002, 4713, 2745, 1817, 830, 16],
    ['L322', 2003, 2012, 4950, 2880, 1863, 900, 19],
    ['L405', 2013, 2021, 4999, 2922, 1835, 910, 20],
    ['L460', 2022, 2026, 5052, 2997, 1870, 920, 21],
  ]),
  ...generations('Land Rover', 'Range Rover Sport', { shape: 'suv', roofRatio: 0.5, source: wikipedia('Range_Rover_Sport') }, [
    ['L320', 2006, 2013, 4783, 2745, 1817, 880, 19],
    ['L494', 2014, 2022, 4850, 2923, 1780, 890, 20],
    ['L461', 2023, 2026, 4946, 2997, 1820, 900, 21],
  ]),
  ...generations('Land Rover', 'Range Rover Evoque', { shape: 'suv', roofRatio: 0.38, beltRatio: 0.66, source: wikipedia('Range_Rover_Evoque') }, [
    ['L538', 2012, 2018, 4355, 2660, 1635, 830, 18],
    ['L551', 2019, 2026, 4371, 2681, 1649, 840, 19],
  ]),
  ...generations('Jaguar', 'F-Type', { shape: 'coupe', hoodRatio: 0.44, roofRatio: 0.14, doors: 3, source: wikipedia('Jaguar_F-Type') }, [
    ['X152', 2014, 2024, 4470, 2622, 1308, 920, 19],
  ]),
  ...generations('Jaguar', 'F-Type', { shape: 'roadster', top: 'soft', hoodRatio: 0.44, source: wikipedia('Jaguar_F-Type') }, [
    ['X152 Convertible', 2014, 2024, 4470, 2622, 1308, 920, 19],
  ]),

  // Mid-engine supercars
  ...generations('Ferrari', '458 Italia', { shape: 'coupe', engine: 'mid', hoodRatio: 0.32, roofRatio: 0.12, source: wikipedia('Ferrari_458') }, [
    ['F142', 2010, 2015, 4527, 2650, 1213, 1000, 20],
  ]),
  ...generations('Ferrari', '488', { shape: 'coupe', engine: 'mid', hoodRatio: 0.32, roofRatio: 0.12, source: wikipedia('Ferrari_488') }, [
    ['F142M', 2016, 2019, 4568, 2650, 1213, 1010, 20],
  ]),
  ...generations('Ferrari', 'F8 Tributo', { shape: 'coupe', engine: 'mid', hoodRatio: 0.32, roofRatio: 0.12, source: wikipedia('Ferrari_F8') }, [
    ['F142MFL', 2020, 2023, 4611, 2650, 1206, 1030, 20],
  ]),
  ...generations('Ferrari', '296', { shape: 'coupe', engine: 'mid', powertrain: 'hybrid', hoodRatio: 0.32, roofRatio: 0.12, source: wikipedia('Ferrari_296') }, [
    ['F171', 2022, 2026, 4565, 2600, 1187, 1000, 20],
  ]),
  ...generations('Lamborghini', 'Huracán', { shape: 'coupe', engine: 'mid', hoodRatio: 0.3, roofRatio: 0.12, source: wikipedia('Lamborghini_Huracán') }, [
    ['LB724', 2015, 2024, 4459, 2620, 1165, 1000, 20],
  ]),
];
