export type { Rejection } from './rejection.ts';
export { readCsv, type CsvOptions, type CsvRecord } from './csv.ts';
export { bodyStyleFromModelName, parseBodyStyles } from './body-style.ts';
export { finishFromWords } from './finish-words.ts';
export { parseVehicleCsv, epaBodyStyles, type VehicleCsvFormat, type VehicleCsvResult } from './parse-vehicle-csv.ts';
export { parseFilmCsv, type FilmCsvOptions, type FilmCsvResult } from './parse-film-csv.ts';
