/**
 * Electronic components priced by category, for the board estimate and the quick prototype tool.
 *
 * Prices are US dollars per piece at the quantity bought (1, 100, 1,000 and 10,000 pieces), a low and a
 * high figure spanning the usual parts of the category. They are approximate distributor list price
 * breaks (Digi-Key, Mouser, LCSC, 2025) unless a category's `source` says otherwise; a category is a
 * range, never a quote for one part. The bench (backend/bench/estimates/) checks the totals they give
 * against published prices.
 *
 * A component is recognised by, in this order: a part number (ZED-F9P, ESP32-S3, BME280...), then the
 * words of its description (the most specific match wins: 'RTK GNSS' is not a plain GNSS module), then
 * its designator (R12 is a resistor, C3 a capacitor). A designator alone never prices an IC (U...): an
 * unrecognised part is left unpriced and said so, never given a guessed price.
 */

/** [pieces bought, low, high]: the price per piece from that quantity on. */
export type PriceBreak = readonly [quantity: number, low: number, high: number];

/** How the part goes on the board: surface mount, through-hole, or not on the board (batteries, motors, cable-connected parts). */
export type Mounting = 'smt' | 'tht' | 'none';

export interface ComponentCategory {
  id: string;
  /** As the estimate writes it, for example 'GNSS module (RTK, multi-band)'. */
  name: string;
  /** Part numbers and families, tested on the part number and the description. */
  partNumbers?: RegExp[];
  /** Words of a description. */
  words?: RegExp;
  /** A words match of higher specificity wins over one of lower ('RTK GNSS' over 'GNSS'); equal ones: the match ending last (the head noun). */
  specificity?: number;
  /** Designator prefixes, upper case (R, C, L, FB, Y...). */
  designators?: string[];
  /** An extra condition on the text (a battery's capacity). */
  accepts?: (text: string) => boolean;
  prices: readonly PriceBreak[];
  mounting: Mounting;
  /** Typical solder joints per piece (assembly is priced per joint). */
  joints: number;
  /** Active parts (ICs, modules) are the ones a part number pins down; passives and mechanical parts price alike whatever their number. */
  active: boolean;
  /** Where the prices come from, when not the distributors' price breaks. */
  source?: string;
}

const DISTRIBUTORS = 'approximate Digi-Key, Mouser and LCSC list price breaks, 2025';

/** The capacity a text gives, in mAh (2000 mAh, 2 Ah), or null. */
export function capacityMah(text: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)\s*(m?ah)\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return match[2]!.toLowerCase() === 'ah' ? value * 1000 : value;
}
const lipoUpTo = (min: number, max: number) => (text: string) => {
  const mah = capacityMah(text);
  return mah === null ? min === 500 : mah > min && mah <= max;
};

const LIPO = /\b(li-?po|lipo|li-?ion|lithium[- ](ion|polymer)|lipo battery|li-?polymer)\b/i;

/** Specific before general: the first part-number match wins, so 'ZED-F9P' lands in RTK GNSS, not in GNSS. */
export const COMPONENT_CATEGORIES: ComponentCategory[] = [
  // Lines of a BOM that are not parts bought: no cost, not placed.
  {
    id: 'not_placed', name: 'Not placed (fiducial, test point, DNP)', words: /\b(dnp|do not (place|populate|fit)|not (fitted|populated|placed)|fiducials?|test ?points?|mounting holes?)\b/i,
    specificity: 9, designators: ['TP', 'FID', 'MH', 'H'], prices: [[1, 0, 0]], mounting: 'none', joints: 0, active: false,
  },
  // GNSS
  {
    id: 'gnss_rtk', name: 'GNSS module (RTK, multi-band)',
    partNumbers: [/\bZED-?F9[PRKHT]/i, /\bZED-?X20/i, /\bNEO-?F9P/i, /\bNEO-?F10/i, /\bmosaic-?(X5|H|T|go)/i, /\bUM98[0-2]\b/i, /\bLG290P/i, /\bAsteRx/i],
    words: /\b(rtk|multi-?band gnss|dual-?band gnss|multi-?frequency gnss|l1\s*\/\s*l[25]|centimet(er|re)[- ]level)\b/i, specificity: 2,
    prices: [[1, 190, 280], [100, 165, 245], [1000, 145, 215], [10_000, 130, 190]], mounting: 'smt', joints: 54, active: true,
    source: 'u-blox ZED-F9P/ZED-F9R at Digi-Key and Mouser (about $200-260 one-off, $150-200 at 1,000), Septentrio mosaic-X5 and Unicore UM980 distributor prices, 2025; SparkFun sells its ZED-F9P board at $219.95',
  },
  {
    id: 'gnss_antenna_multiband', name: 'GNSS antenna (multi-band)', partNumbers: [/\bANN-?MB/i, /\bTW7972/i, /\bHC882/i, /\bTOP106/i],
    words: /\b(multi-?band|dual-?band|l1\s*\/\s*l[25]|rtk|survey|helical)\b[^,;]{0,25}\bantenna\b/i, specificity: 4,
    prices: [[1, 45, 95], [100, 35, 75], [1000, 25, 60], [10_000, 20, 50]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'gnss', name: 'GNSS module (standard)',
    partNumbers: [/\bNEO-?M\d/i, /\bMAX-?M\d/i, /\bSAM-?M\d/i, /\bMIA-?M\d/i, /\bCAM-?M8/i, /\bL7[06]\b/i, /\bL8[069]\b/i, /\bLC76/i, /\bLC86/i, /\bLC29H/i, /\bATGM33/i, /\bPA1010/i, /\bORG14/i, /\bTeseo/i],
    words: /\b(gnss|gps|glonass)( receiver| module)?\b/i,
    prices: [[1, 8, 25], [100, 6.5, 19], [1000, 5, 15], [10_000, 4, 12]], mounting: 'smt', joints: 20, active: true,
  },
  // Radios
  {
    id: 'cellular', name: 'Cellular modem (LTE-M / NB-IoT)',
    partNumbers: [/\bnRF91\d\d/i, /\bSARA-?R[45]/i, /\bLARA-?R/i, /\bBG9[56]\b/i, /\bBG77\b/i, /\bSIM70[0-9]0/i, /\bSIM7080/i, /\bGM0[12]Q/i, /\bHL78\d\d/i, /\bEG91/i, /\bEC2[15]/i, /\bSIM7600/i, /\bSIM800/i, /\bBG600/i],
    words: /\b(lte(-?m)?|nb-?iot|cat-?m1?|cat-?1|cellular|4g|5g|gsm|lte modem|modem)\b/i,
    prices: [[1, 16, 45], [100, 13, 36], [1000, 10, 28], [10_000, 8, 22]], mounting: 'smt', joints: 60, active: true,
  },
  {
    id: 'lora', name: 'LoRa module',
    partNumbers: [/\bRFM9[5-8]/i, /\bRA-?0[18]/i, /\bRAK3172/i, /\bRAK4630/i, /\bRAK811/i, /\bE22-?\d/i, /\bE220/i, /\bCMWX1ZZABZ/i, /\bSTM32WL/i, /\bLLCC68/i, /\bWio-?E5/i, /\bRYLR/i],
    words: /\b(lora(wan)?|sub-?ghz)\b/i,
    prices: [[1, 7, 20], [100, 5.5, 15], [1000, 4.5, 12], [10_000, 3.8, 10]], mounting: 'smt', joints: 24, active: true,
  },
  {
    id: 'radio_ic', name: 'Radio transceiver IC', partNumbers: [/\bSX12[67]\d/i, /\bCC11\d\d/i, /\bCC1352/i, /\bSi446\d/i, /\bAX5043/i, /\bDW1000/i, /\bDW3\d{3}/i, /\bnRF24L01/i],
    prices: [[1, 3, 9], [100, 2.4, 7], [1000, 1.9, 5.5], [10_000, 1.6, 4.5]], mounting: 'smt', joints: 28, active: true,
  },
  {
    id: 'wifi_ble_module', name: 'Wi-Fi + BLE module (ESP32-class)',
    partNumbers: [/\bESP32(-?[SC]\d)?-?(WROOM|WROVER|MINI|PICO-?(V3|MINI))/i, /\bESP-?WROOM/i, /\bESP-?12[EF]?\b/i, /\bESP8266\b/i, /\bESP32-?C6-?(WROOM|MINI)/i, /\bWFI32/i, /\bATWINC15/i, /\bCYW43/i, /\bRW612/i, /\bESP32\b(?!-?[SCH]\d)/i],
    words: /\b(wi-?fi|wifi|wlan)\b/i,
    prices: [[1, 3.5, 8], [100, 2.9, 6.5], [1000, 2.5, 5.2], [10_000, 2.2, 4.5]], mounting: 'smt', joints: 40, active: true,
    source: 'Espressif ESP32-WROOM/-S3-WROOM/-C3-MINI modules at LCSC, Digi-Key and Mouser, 2025 (an ESP32-WROOM-32D is about $2.50 in volume)',
  },
  {
    id: 'ble_module', name: 'BLE module (nRF52-class)',
    partNumbers: [/\bMDBT[45]\dQ?/i, /\bBMD-?3\d\d/i, /\bISP1[89]\d\d/i, /\bBL65[0-4]/i, /\bBL5340/i, /\bFanstel/i, /\bBT840/i, /\bRYB080/i, /\bE73-?\d/i, /\bRN4871/i, /\bBGM2\d\d/i, /\bDA1453\d(MOD)?-?MOD/i, /\bnRF52\d{2,3}-?MOD/i],
    words: /\b(ble|bluetooth)( low energy)?( 5(\.\d)?)?( module)?\b/i,
    prices: [[1, 6, 18], [100, 5, 13], [1000, 4, 10], [10_000, 3.4, 8]], mounting: 'smt', joints: 36, active: true,
    source: 'Raytac MDBT42Q/MDBT50Q, u-blox NINA-B3 and Laird BL65x at Digi-Key and Mouser, 2025; Espruino sells the MDBT42Q from £10 one-off, £5 in volume',
  },
  {
    id: 'wireless_soc', name: 'Wireless SoC (BLE / Wi-Fi chip)',
    partNumbers: [/\bnRF52\d{2,3}\b/i, /\bnRF53\d\d/i, /\bnRF54/i, /\bESP32-?[SCH]\d\b(?!-?(WROOM|MINI))/i, /\bCC26\d\d/i, /\bEFR32/i, /\bSTM32WB/i, /\bDA1453\d/i, /\bCYW20/i, /\bBL602/i, /\bW600/i],
    prices: [[1, 2.2, 7], [100, 1.8, 5.5], [1000, 1.4, 4.5], [10_000, 1.2, 3.8]], mounting: 'smt', joints: 48, active: true,
  },
  // Processing
  {
    id: 'sbc', name: 'Single-board computer / compute module', partNumbers: [/\bCM4\b/i, /\bCM5\b/i, /\bJetson/i, /\bRaspberry Pi (4|5|Zero)/i, /\bi\.MX ?[68]/i],
    words: /\b(raspberry pi|single[- ]board computer|sbc|compute module|linux som|system on module)\b/i, specificity: 1,
    prices: [[1, 45, 150], [100, 40, 130], [1000, 35, 115], [10_000, 32, 105]], mounting: 'none', joints: 0, active: true,
  },
  {
    id: 'mcu', name: 'Microcontroller',
    partNumbers: [/\bSTM32[A-VX-Z]?\d/i, /\bATmega\d/i, /\bATtiny\d/i, /\bATSAM/i, /\bSAM[DLE]\d\d/i, /\bRP2040\b/i, /\bRP2350/i, /\bPIC(1[0268]|24|32)/i, /\bdsPIC/i, /\bMSP430/i, /\bEFM32/i, /\bLPC\d{3,4}/i, /\bMK[LVE]?\d\d/i, /\bGD32/i, /\bCH32V/i, /\bCH55\d/i, /\bPY32/i, /\bMSPM0/i, /\bXMC\d/i, /\bR7FA/i, /\bMAX3263/i],
    words: /\b(mcu|microcontroller|micro-?controller|arduino)\b/i,
    prices: [[1, 1, 7], [100, 0.8, 5.5], [1000, 0.6, 4.3], [10_000, 0.5, 3.6]], mounting: 'smt', joints: 40, active: true,
  },
  {
    id: 'memory', name: 'Memory (flash, EEPROM, PSRAM)', partNumbers: [/\bW25Q/i, /\bMX25/i, /\bIS25/i, /\bAT25/i, /\bGD25/i, /\b24(C|LC|AA|FC)\d/i, /\bAPS6404/i, /\bIS62/i, /\bFM24/i, /\bMB85/i],
    words: /\b(flash memory|spi flash|nor flash|eeprom|fram|psram|sd ?card)\b/i,
    prices: [[1, 0.3, 3], [100, 0.22, 2.2], [1000, 0.15, 1.6], [10_000, 0.12, 1.3]], mounting: 'smt', joints: 8, active: true,
  },
  {
    id: 'usb_bridge', name: 'USB-UART bridge', partNumbers: [/\bCP210\d/i, /\bCH34[0-3]/i, /\bFT23[0-2]/i, /\bFT2232/i, /\bMCP2221/i, /\bPL2303/i],
    words: /\b(usb[- ]to[- ](uart|serial)|usb[- ]uart|usb[- ]serial)\b/i, specificity: 2,
    prices: [[1, 0.5, 5], [100, 0.4, 3.8], [1000, 0.3, 3], [10_000, 0.25, 2.5]], mounting: 'smt', joints: 20, active: true,
  },
  // Sensors
  {
    id: 'imu', name: 'IMU (accelerometer, gyroscope)',
    partNumbers: [/\bBMI\d{3}/i, /\bBMA\d{3}/i, /\bBNO0\d\d/i, /\bBMX\d{3}/i, /\bLSM6D/i, /\bLSM9/i, /\bLIS[23]D/i, /\bLIS2DW/i, /\bISM330/i, /\bICM-?\d{5}/i, /\bIIM-?\d/i, /\bMPU-?(6050|6500|9250|9150)/i, /\bADXL\d{3}/i, /\bKX(TJ|134|132)/i, /\bLIS3MDL/i, /\bMMC5983/i, /\bQMC5883/i],
    words: /\b(imu|accelerometers?|gyro(scope)?s?|magnetometers?|inertial|9-?dof|6-?axis)\b/i,
    prices: [[1, 1.5, 12], [100, 1.2, 9.5], [1000, 0.9, 7.5], [10_000, 0.75, 6.5]], mounting: 'smt', joints: 14, active: true,
  },
  {
    id: 'air_quality', name: 'Gas / CO₂ / particulate sensor', partNumbers: [/\bSCD[34]\d/i, /\bSGP[34]\d/i, /\bSPS30/i, /\bSEN5\d/i, /\bCCS811/i, /\bENS16\d/i, /\bMH-?Z19/i, /\bPMS[57]\d{3}/i, /\bSTC31/i],
    words: /\b(co2|co₂|voc|gas sensor|air quality|particulate|pm2\.?5|pm10)\b/i, specificity: 1,
    prices: [[1, 8, 50], [100, 6.5, 40], [1000, 5, 32], [10_000, 4, 27]], mounting: 'smt', joints: 10, active: true,
  },
  {
    id: 'environmental', name: 'Environmental sensor (temperature, humidity, pressure)',
    partNumbers: [/\bBME\d{3}/i, /\bBMP\d{3}/i, /\bSHT[234]\d/i, /\bSHTC3/i, /\bHDC\d{4}/i, /\bSi70\d\d/i, /\bAHT[12]\d/i, /\bLPS\d\dH/i, /\bMS5611/i, /\bMS5837/i, /\bDPS310/i, /\bTMP1\d\d/i, /\bMCP9808/i, /\bDS18B20/i, /\bTMP36/i, /\bHTU21/i, /\bDHT(11|22)/i, /\bENS210/i],
    words: /\b(temperature|humidity|barometric|pressure sensor|thermistor|ntc|rtd|hygrometer)\b/i,
    prices: [[1, 0.8, 9], [100, 0.65, 7], [1000, 0.5, 5.5], [10_000, 0.4, 4.5]], mounting: 'smt', joints: 8, active: true,
  },
  {
    id: 'distance', name: 'Distance / light sensor (ToF, proximity, ambient light)',
    partNumbers: [/\bVL53L/i, /\bVL6180/i, /\bTMF88\d\d/i, /\bAPDS-?99\d\d/i, /\bVCNL\d/i, /\bOPT300\d/i, /\bTSL25\d\d/i, /\bBH1750/i, /\bVEML\d/i, /\bLTR-?\d{3}/i, /\bMLX9061/i, /\bAMG88/i],
    words: /\b(tof|time[- ]of[- ]flight|proximity|ambient light|light sensor|lidar|ultrasonic|infrared|ir sensor|thermopile)\b/i,
    prices: [[1, 0.8, 12], [100, 0.65, 9], [1000, 0.5, 7], [10_000, 0.4, 6]], mounting: 'smt', joints: 10, active: true,
  },
  {
    id: 'biometric', name: 'Biometric front end (PPG, ECG)', partNumbers: [/\bMAX3010\d/i, /\bMAX86\d{3}/i, /\bMAX3000\d/i, /\bAFE44\d\d/i, /\bADS129\d/i, /\bAD8232/i, /\bMAX3200\d/i],
    words: /\b(ppg|ecg|ekg|heart[- ]rate|spo2|pulse ox(imeter)?|emg|eeg|biometric)\b/i,
    prices: [[1, 4, 22], [100, 3.3, 17], [1000, 2.6, 13], [10_000, 2.2, 11]], mounting: 'smt', joints: 16, active: true,
  },
  {
    id: 'sensor_other', name: 'Sensor (other)', words: /\b(sensors?|detectors?|load cells?|strain gauges?|hall effect|soil moisture|flow meter)\b/i, specificity: -1,
    prices: [[1, 1, 15], [100, 0.8, 11.5], [1000, 0.6, 9], [10_000, 0.5, 7.5]], mounting: 'smt', joints: 8, active: true,
  },
  {
    id: 'camera', name: 'Camera module', partNumbers: [/\bOV\d{4}/i, /\bIMX\d{3}/i, /\bGC\d{4}/i, /\bHM0?\d{3,4}/i, /\bArducam/i],
    words: /\b(camera|image sensor|cmos sensor)\b/i,
    prices: [[1, 8, 40], [100, 6, 30], [1000, 4.5, 24], [10_000, 3.8, 20]], mounting: 'none', joints: 0, active: true,
  },
  {
    id: 'audio', name: 'Microphone, speaker or buzzer', partNumbers: [/\bSPH0\d{3}/i, /\bICS-?4\d{4}/i, /\bMP34DT/i, /\bIM69D/i, /\bT5838/i, /\bMAX9835\d/i, /\bCMT-?\d{4}/i],
    words: /\b(microphones?|mic|speakers?|buzzers?|piezo|audio amplifier|i2s amp(lifier)?)\b/i,
    prices: [[1, 0.4, 4], [100, 0.32, 3.2], [1000, 0.25, 2.5], [10_000, 0.2, 2]], mounting: 'smt', joints: 6, active: true,
  },
  // Power
  {
    id: 'pmic', name: 'PMIC', partNumbers: [/\bnPM1\d{3}/i, /\bnPM2/i, /\bAXP\d{3}/i, /\bBQ2512\d/i, /\bMAX7765\d/i, /\bDA9\d{3}/i, /\bTPS6521\d/i],
    words: /\b(pmic|power management ic|power management)\b/i, specificity: 1,
    prices: [[1, 1.5, 6], [100, 1.2, 4.8], [1000, 0.9, 3.8], [10_000, 0.75, 3.2]], mounting: 'smt', joints: 24, active: true,
  },
  {
    id: 'charger', name: 'Battery charger IC', partNumbers: [/\bMCP7383\d/i, /\bBQ2407\d/i, /\bBQ2[45]\d{3}/i, /\bTP405\d/i, /\bLTC405\d/i, /\bMAX1555/i, /\bMP2639/i, /\bIP5306/i, /\bSGM4056/i],
    words: /\b(charger( ic)?|charging ic|li-?po charger|battery charg(er|ing)|usb charging)\b/i, specificity: 1,
    prices: [[1, 0.3, 3.5], [100, 0.24, 2.7], [1000, 0.18, 2.1], [10_000, 0.15, 1.8]], mounting: 'smt', joints: 10, active: true,
  },
  {
    id: 'battery_protection', name: 'Battery protection / fuel gauge', partNumbers: [/\bDW01/i, /\bFS8205/i, /\bBQ297\d/i, /\bBQ27\d{3}/i, /\bMAX1704\d/i, /\bLC709203/i, /\bS-?8261/i, /\bBQ769\d\d/i],
    words: /\b(bms|battery protection|protection ic|fuel gauge|battery monitor)\b/i, specificity: 1,
    prices: [[1, 0.15, 4], [100, 0.12, 3.2], [1000, 0.09, 2.5], [10_000, 0.07, 2]], mounting: 'smt', joints: 6, active: true,
  },
  {
    id: 'buck_boost', name: 'DC-DC converter (buck / boost)',
    partNumbers: [/\bTPS6[0-3]\d{3}/i, /\bTPS5\d{3}/i, /\bTPS54\d{3}/i, /\bTPS56\d{3}/i, /\bTLV62\d{3}/i, /\bMP1584/i, /\bMP2\d{3}/i, /\bLM259\d/i, /\bLMR\d{5}/i, /\bAP632\d\d/i, /\bAP3012/i, /\bMT3608/i, /\bSY8\d{3}/i, /\bRT8\d{3}/i, /\bLTC3\d{3}/i, /\bXL\d{4}/i, /\bMAX1767\d/i],
    words: /\b(buck|boost|dc-?dc|switching regulator|step[- ](down|up) converter|buck-?boost)\b/i,
    prices: [[1, 0.4, 3.5], [100, 0.32, 2.7], [1000, 0.24, 2.1], [10_000, 0.2, 1.8]], mounting: 'smt', joints: 8, active: true,
  },
  {
    id: 'ldo', name: 'Linear regulator (LDO)', partNumbers: [/\bAP21[12]\d/i, /\bAP7\d{3}/i, /\bMIC5\d{3}/i, /\bXC62\d\d/i, /\bTLV7\d{2}/i, /\bTLV755/i, /\bAMS1117/i, /\bLM1117/i, /\bMCP1[78]\d\d/i, /\bRT9\d{3}/i, /\bLP59\d\d/i, /\bNCP1\d{2}/i, /\bHT7\d{3}/i, /\bLM78\d\d/i, /\bME6211/i, /\bTPS7A/i],
    words: /\b(ldo|linear regulator|voltage regulator|regulator)\b/i,
    prices: [[1, 0.1, 1], [100, 0.07, 0.7], [1000, 0.05, 0.5], [10_000, 0.04, 0.4]], mounting: 'smt', joints: 5, active: true,
  },
  {
    id: 'motor_driver', name: 'Motor driver IC', partNumbers: [/\bDRV8\d{3}/i, /\bTMC2\d{3}/i, /\bTMC5\d{3}/i, /\bA49\d\d/i, /\bL298/i, /\bL293/i, /\bTB6612/i, /\bTB67/i, /\bVNH\d/i, /\bBTS79\d\d/i],
    words: /\b(motor drivers?|h-?bridges?|stepper drivers?|esc)\b/i, specificity: 1,
    prices: [[1, 0.9, 6], [100, 0.7, 4.7], [1000, 0.55, 3.7], [10_000, 0.45, 3.1]], mounting: 'smt', joints: 20, active: true,
  },
  {
    id: 'interface_ic', name: 'Interface / logic / analog IC', partNumbers: [/\bLM3[23]\d\b/i, /\bLMV3\d\d/i, /\bTLV9\d{3}/i, /\bOPA\d{3,4}/i, /\bMCP60\d\d/i, /\bAD\d{4}/i, /\bADS1\d{3}/i, /\bINA\d{3}/i, /\b74(HC|AHC|LVC|HCT|LV)\w*/i, /\bSN74\w+/i, /\bTXS010\d/i, /\bTXB010\d/i, /\bSN65HVD/i, /\bMAX3485/i, /\bMCP2515/i, /\bTJA10\d\d/i, /\bTCA9548/i, /\bPCA9\d{3}/i, /\bDS3231/i, /\bRV-?3028/i, /\bPCF85\d\d/i, /\bUSBLC6/i, /\bTPD\d?E/i],
    words: /\b(op-?amps?|operational amplifier|comparators?|level shifters?|logic (ic|gate)s?|adc|dac|transceiver ic|rs-?485|can transceiver|rtc|real[- ]time clock|current sense|multiplexer|mux|esd protection|tvs array)\b/i,
    prices: [[1, 0.2, 3], [100, 0.15, 2.3], [1000, 0.1, 1.8], [10_000, 0.08, 1.5]], mounting: 'smt', joints: 10, active: true,
  },
  // Displays, batteries, motors and other parts not on the board
  {
    id: 'display_epaper', name: 'E-paper display', partNumbers: [/\bGDEY?\d/i, /\bGDEW\d/i, /\bSSD1680/i],
    words: /\b(e-?paper|e-?ink|epd)\b/i, specificity: 2,
    prices: [[1, 8, 28], [100, 6.5, 22], [1000, 5, 17], [10_000, 4.2, 14]], mounting: 'none', joints: 0, active: true,
  },
  {
    id: 'display_oled', name: 'Small OLED display', partNumbers: [/\bSSD1306/i, /\bSH1106/i, /\bSSD1309/i, /\bSSD1351/i],
    words: /\boled\b/i, specificity: 2,
    prices: [[1, 2, 9], [100, 1.6, 7], [1000, 1.2, 5.5], [10_000, 1, 4.5]], mounting: 'none', joints: 0, active: true,
  },
  {
    id: 'display_tft', name: 'TFT / LCD display', partNumbers: [/\bST77(35|89|96)/i, /\bILI9\d{3}/i, /\bGC9A01/i],
    words: /\b(tft|lcd|display|screen|touchscreen|touch screen)\b/i,
    prices: [[1, 4, 22], [100, 3.2, 17], [1000, 2.5, 13], [10_000, 2.1, 11]], mounting: 'none', joints: 0, active: true,
  },
  {
    id: 'battery_lipo_small', specificity: 1, name: 'LiPo battery (up to 500 mAh)', words: LIPO, accepts: lipoUpTo(0, 500),
    prices: [[1, 3, 9], [100, 2.3, 6.5], [1000, 1.6, 4.5], [10_000, 1.3, 3.6]], mounting: 'none', joints: 0, active: false,
    source: 'LiPo cells with protection board at Adafruit, SparkFun and Alibaba/1688 factory listings, 2025',
  },
  {
    id: 'battery_lipo_medium', specificity: 1, name: 'LiPo battery (500-2,000 mAh)', words: LIPO, accepts: lipoUpTo(500, 2000),
    prices: [[1, 6, 15], [100, 4.5, 11], [1000, 3.2, 7.5], [10_000, 2.6, 6]], mounting: 'none', joints: 0, active: false,
    source: 'LiPo cells with protection board at Adafruit, SparkFun and Alibaba/1688 factory listings, 2025',
  },
  {
    id: 'battery_lipo_large', specificity: 1, name: 'LiPo battery (over 2,000 mAh)', words: LIPO, accepts: lipoUpTo(2000, Number.POSITIVE_INFINITY),
    prices: [[1, 10, 28], [100, 8, 21], [1000, 5.5, 14], [10_000, 4.5, 11]], mounting: 'none', joints: 0, active: false,
    source: 'LiPo cells with protection board at Adafruit, SparkFun and Alibaba/1688 factory listings, 2025',
  },
  {
    id: 'battery_18650', name: '18650 Li-ion cell', words: /\b(18650|21700)\b/i, specificity: 2,
    prices: [[1, 3.5, 9], [100, 2.8, 7], [1000, 2.2, 5.5], [10_000, 1.9, 4.6]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'battery_coin', name: 'Coin cell', partNumbers: [/\bCR2032\b/i, /\bCR20[12]\d/i, /\bCR1220\b/i, /\bCR2450\b/i, /\bLIR2032/i],
    words: /\b(coin cell|button cell)\b/i, specificity: 1,
    prices: [[1, 0.3, 1.2], [100, 0.22, 0.8], [1000, 0.15, 0.5], [10_000, 0.12, 0.4]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'battery_holder', name: 'Battery holder', words: /\b(battery holder|cell holder|coin cell holder|battery clip)\b/i, specificity: 3, designators: ['BT'],
    prices: [[1, 0.2, 1.5], [100, 0.15, 1.1], [1000, 0.1, 0.8], [10_000, 0.08, 0.65]], mounting: 'smt', joints: 3, active: false,
  },
  {
    id: 'battery_other', name: 'Battery pack (other chemistry)', words: /\b(batter(y|ies)|battery pack|nimh|alkaline|aa cells?|aaa cells?)\b/i,
    prices: [[1, 2, 15], [100, 1.5, 11], [1000, 1.1, 8], [10_000, 0.9, 6.5]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'solar', name: 'Solar panel (small)', words: /\bsolar( panel| cell)?s?\b/i,
    prices: [[1, 5, 25], [100, 4, 19], [1000, 3, 14], [10_000, 2.5, 11]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'motor_stepper', name: 'Stepper motor', words: /\b(stepper( motor)?s?|nema ?\d{2})\b/i, specificity: 1,
    prices: [[1, 8, 25], [100, 6.5, 19], [1000, 5, 14], [10_000, 4.2, 12]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'motor_bldc', name: 'BLDC motor', words: /\b(bldc|brushless)( motor)?s?\b/i, specificity: 1,
    prices: [[1, 10, 60], [100, 8, 46], [1000, 6, 35], [10_000, 5, 29]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'motor_servo', name: 'Servo', words: /\bservos?( motors?)?\b/i, specificity: 1,
    prices: [[1, 3, 18], [100, 2.4, 14], [1000, 1.8, 10], [10_000, 1.5, 8.5]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'motor_dc', name: 'DC motor (small, gear or vibration)', words: /\b(motors?|gear ?motors?|vibration motors?|haptic|erm|lra|pumps?|actuators?)\b/i,
    prices: [[1, 1, 12], [100, 0.8, 9], [1000, 0.6, 7], [10_000, 0.5, 5.8]], mounting: 'none', joints: 0, active: false,
  },
  {
    id: 'relay', name: 'Relay', partNumbers: [/\bG5[LV]-?\d/i, /\bHF46F/i, /\bSRD-?\d/i, /\bG6K/i],
    words: /\b(relays?|ssr|solid[- ]state relay)\b/i, designators: ['K'],
    prices: [[1, 0.8, 5], [100, 0.6, 3.8], [1000, 0.45, 3], [10_000, 0.38, 2.5]], mounting: 'tht', joints: 5, active: false,
  },
  // Connectors, antennas and electromechanical parts
  {
    id: 'antenna_chip', name: 'Antenna (chip, patch or whip)', partNumbers: [/\bW3\d{3}/i, /\b2450AT/i, /\bANT-?\d/i, /\bFXP\d{2}/i, /\bLPRS/i],
    words: /\bantennas?\b/i, specificity: 3, designators: ['ANT', 'AE', 'E'],
    prices: [[1, 0.3, 3], [100, 0.22, 2.2], [1000, 0.16, 1.6], [10_000, 0.13, 1.3]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'connector_rf', name: 'RF connector (u.FL, SMA)', partNumbers: [/\bU\.?FL-?R/i, /\bMHF\d?\b/i, /\bIPEX/i, /\b(sma|rp-?sma)-?(j|f|edge|pcb)/i],
    words: /\b(u\.?fl|ipex|mhf|sma|rp-?sma|mmcx|rf connector)\b/i, specificity: 4,
    prices: [[1, 0.35, 4], [100, 0.25, 3], [1000, 0.18, 2.3], [10_000, 0.15, 1.9]], mounting: 'smt', joints: 4, active: false,
  },
  {
    id: 'connector_usb', name: 'USB connector', partNumbers: [/\bUSB4\d{3}/i, /\bTYPE-?C-?31/i, /\bGT-?USB/i, /\b10118194/i],
    words: /\b(usb-?c|usb type-?c|type-?c|micro-?usb|usb receptacle|usb connector|usb port)\b/i, specificity: 3,
    prices: [[1, 0.3, 2], [100, 0.22, 1.5], [1000, 0.15, 1.1], [10_000, 0.12, 0.9]], mounting: 'smt', joints: 14, active: false,
  },
  {
    id: 'connector', name: 'Connector (header, JST, terminal, FPC)', partNumbers: [/\bB\d+B-(PH|SH|XH|ZR|GH)/i, /\bSM\d+B-/i, /\bS\d+B-(PH|XH)/i, /\b5\d{4}-\d{4}/i, /\bDF\d{2}/i, /\bFH\d{2}/i],
    words: /\b(connectors?|headers?|pin headers?|sockets?|jst|molex|picoblade|terminal blocks?|screw terminals?|fpc|ffc|jacks?|receptacles?|plugs?|harness|cables?|wires?)\b/i, specificity: 2,
    designators: ['J', 'P', 'CN', 'X', 'CON'],
    prices: [[1, 0.1, 2.5], [100, 0.07, 1.9], [1000, 0.05, 1.4], [10_000, 0.04, 1.1]], mounting: 'smt', joints: 6, active: false,
  },
  {
    id: 'switch', name: 'Button or switch', words: /\b(buttons?|push ?buttons?|tact(ile)? switch(es)?|switch(es)?|slide switch|dip switch|encoders?|keypad|joystick)\b/i, designators: ['SW', 'S', 'BTN'],
    prices: [[1, 0.08, 2], [100, 0.06, 1.5], [1000, 0.04, 1.1], [10_000, 0.03, 0.9]], mounting: 'smt', joints: 4, active: false,
  },
  {
    id: 'shield', name: 'Shield can', words: /\b(shield(ing)? can|rf shield|emi shield)\b/i, specificity: 3,
    prices: [[1, 0.3, 2], [100, 0.22, 1.5], [1000, 0.15, 1], [10_000, 0.12, 0.8]], mounting: 'smt', joints: 8, active: false,
  },
  // Small discrete parts
  {
    id: 'crystal', name: 'Crystal / oscillator', partNumbers: [/\bABS07/i, /\bABM\d/i, /\bFC-?135/i, /\bECS-?\d/i, /\bTSX-?3225/i, /\bX3225/i, /\bSIT\d{4}/i, /\bNX\d{4}/i],
    words: /\b(crystals?|xtal|oscillators?|resonators?|tcxo|\d+(\.\d+)?\s*(k|m)hz)\b/i, specificity: 1, designators: ['Y', 'XTAL', 'XT', 'OSC'],
    prices: [[1, 0.2, 1.5], [100, 0.15, 1.1], [1000, 0.1, 0.8], [10_000, 0.08, 0.65]], mounting: 'smt', joints: 4, active: false,
  },
  {
    id: 'led_addressable', name: 'Addressable RGB LED', partNumbers: [/\bWS281\d/i, /\bSK6812/i, /\bAPA102/i, /\bSK9822/i],
    words: /\b(neopixel|addressable (rgb )?leds?|rgb leds?)\b/i, specificity: 2,
    prices: [[1, 0.1, 0.6], [100, 0.08, 0.45], [1000, 0.05, 0.3], [10_000, 0.04, 0.22]], mounting: 'smt', joints: 4, active: false,
  },
  {
    id: 'led', name: 'LED', words: /\b(leds?|light[- ]emitting diodes?|indicator)\b/i, designators: ['LED', 'DS', 'LD'],
    prices: [[1, 0.03, 0.35], [100, 0.02, 0.2], [1000, 0.01, 0.12], [10_000, 0.008, 0.09]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'transistor', name: 'Transistor / MOSFET', partNumbers: [/\b2N\d{4}/i, /\bBC8[45]\d/i, /\bMMBT\d/i, /\bAO3\d{3}/i, /\bSI2\d{3}/i, /\bBSS\d{2,3}/i, /\bDMG\d/i, /\bIRLML/i, /\bNTR\d/i],
    words: /\b(transistors?|mosfets?|bjt|fet)\b/i, designators: ['Q', 'T'],
    prices: [[1, 0.05, 0.8], [100, 0.03, 0.55], [1000, 0.015, 0.4], [10_000, 0.01, 0.3]], mounting: 'smt', joints: 3, active: false,
  },
  {
    id: 'diode', name: 'Diode / TVS / ESD', partNumbers: [/\b1N\d{4}/i, /\bSS[1-3]4\b/i, /\bBAT\d{2}/i, /\bB5819/i, /\bSMAJ/i, /\bPESD/i, /\bSMBJ/i, /\bBZX\d/i, /\bMBR\w+/i],
    words: /\b(diodes?|schottky|zener|tvs|esd diode|rectifier)\b/i, designators: ['D', 'CR', 'TVS', 'Z', 'ZD'],
    prices: [[1, 0.05, 0.6], [100, 0.03, 0.4], [1000, 0.015, 0.28], [10_000, 0.01, 0.2]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'fuse', name: 'Fuse / PTC', words: /\b(fuses?|ptc|polyfuse|resettable fuse)\b/i, designators: ['F', 'FU', 'PTC'],
    prices: [[1, 0.05, 0.6], [100, 0.04, 0.45], [1000, 0.02, 0.3], [10_000, 0.015, 0.22]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'ferrite', name: 'Ferrite bead', partNumbers: [/\bBLM\d{2}/i, /\bMPZ\d{4}/i],
    words: /\b(ferrites?|ferrite beads?|emi filter)\b/i, specificity: 1, designators: ['FB', 'FL'],
    prices: [[1, 0.03, 0.2], [100, 0.02, 0.1], [1000, 0.006, 0.05], [10_000, 0.004, 0.035]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'inductor', name: 'Inductor', words: /\b(inductors?|chokes?|\d+(\.\d+)?\s*[nuµ]h)\b/i, designators: ['L'],
    prices: [[1, 0.08, 1], [100, 0.05, 0.7], [1000, 0.03, 0.5], [10_000, 0.02, 0.38]], mounting: 'smt', joints: 2, active: false,
  },
  {
    id: 'capacitor', name: 'Capacitor', partNumbers: [/\bGRM\d{3}/i, /\bCL\d{2}[ABC]\d/i, /\bC\d{4}X\dR/i, /\b0[48]0[25]\w*[XC][57][RS]/i],
    words: /\b(capacitors?|caps?|mlcc|ceramic|tantalum|electrolytic|\d+(\.\d+)?\s*[pnuµ]f)\b/i, designators: ['C'],
    prices: [[1, 0.02, 0.3], [100, 0.008, 0.12], [1000, 0.002, 0.05], [10_000, 0.0015, 0.035]], mounting: 'smt', joints: 2, active: false,
    source: 'LCSC and Digi-Key price breaks for 0402-1206 MLCCs (tantalum and electrolytic at the high end), 2025',
  },
  {
    id: 'resistor', name: 'Resistor', partNumbers: [/\bRC0[46]0[2-3]/i, /\bERJ-?\w+/i, /\bCRCW\d/i, /\b0[46]0[23]WAF/i],
    words: /\b(resistors?|res\b|pull-?(up|down)|\d+(\.\d+)?\s*(k|m)?\s*(ω|ohms?|r)\b|\d+[kKmMR]\d*\b)\b/i, designators: ['R', 'RN'],
    prices: [[1, 0.01, 0.1], [100, 0.004, 0.03], [1000, 0.001, 0.01], [10_000, 0.0007, 0.007]], mounting: 'smt', joints: 2, active: false,
    source: 'LCSC and Digi-Key price breaks for 0402-0805 thick-film chip resistors, 2025',
  },
  // A BOM line for the board itself: priced as fabrication, not as a part.
  {
    id: 'bare_board', name: 'Bare board (priced as fabrication)', words: /\b(pcb|bare board|printed circuit board)\b/i, specificity: -1,
    prices: [[1, 0, 0]], mounting: 'none', joints: 0, active: false,
  },
];

/**
 * Parts founders name most often, priced on their own (a category spans parts ten times apart in
 * price; a part number pins the price down). Approximate distributor list price breaks, 2025 (Digi-Key,
 * Mouser, LCSC); the estimate says a quote should confirm them.
 */
export const KNOWN_PARTS: Array<{ pattern: RegExp; prices: readonly PriceBreak[] }> = [
  { pattern: /\bZED-?F9P/i, prices: [[1, 185, 250], [100, 170, 220], [1000, 150, 195], [10_000, 135, 175]] },
  { pattern: /\bZED-?F9R/i, prices: [[1, 210, 280], [100, 190, 245], [1000, 170, 215], [10_000, 155, 195]] },
  { pattern: /\bmosaic-?X5/i, prices: [[1, 380, 480], [100, 330, 420], [1000, 290, 370], [10_000, 260, 330]] },
  { pattern: /\bUM980\b/i, prices: [[1, 110, 160], [100, 95, 135], [1000, 80, 115], [10_000, 70, 100]] },
  { pattern: /\bNEO-?M9N/i, prices: [[1, 15, 21], [100, 13, 17], [1000, 11, 14], [10_000, 9.5, 12.5]] },
  { pattern: /\bNEO-?M8N/i, prices: [[1, 12, 18], [100, 10, 14], [1000, 8.5, 12], [10_000, 7.5, 10.5]] },
  { pattern: /\bSAM-?M10Q/i, prices: [[1, 14, 19], [100, 12, 16], [1000, 10, 13.5], [10_000, 9, 12]] },
  { pattern: /\bMAX-?M10S/i, prices: [[1, 9, 13], [100, 8, 11], [1000, 6.5, 9], [10_000, 5.8, 8]] },
  { pattern: /\bESP32-?WROOM-?32/i, prices: [[1, 3.5, 5], [100, 3, 4.2], [1000, 2.5, 3.5], [10_000, 2.2, 3]] },
  { pattern: /\bESP32-?S3-?(WROOM|MINI)/i, prices: [[1, 4, 7], [100, 3.5, 5.5], [1000, 3, 4.5], [10_000, 2.7, 4]] },
  { pattern: /\bESP32-?C3-?(WROOM|MINI)/i, prices: [[1, 2.5, 3.6], [100, 2.2, 3], [1000, 1.8, 2.5], [10_000, 1.6, 2.2]] },
  { pattern: /\bnRF52840\b(?!-?MOD)/i, prices: [[1, 5, 7], [100, 4.2, 5.6], [1000, 3.5, 4.6], [10_000, 3, 4]] },
  { pattern: /\bnRF52832\b(?![^,;]*module)/i, prices: [[1, 3, 4.5], [100, 2.5, 3.6], [1000, 2, 3], [10_000, 1.8, 2.6]] },
  { pattern: /\bMDBT42Q/i, prices: [[1, 8, 12], [100, 6.5, 9], [1000, 5, 7], [10_000, 4.5, 6]] },
  { pattern: /\bMDBT50Q/i, prices: [[1, 12, 16], [100, 10, 13], [1000, 8, 11], [10_000, 7, 9.5]] },
  { pattern: /\bnRF91[56]\d/i, prices: [[1, 20, 28], [100, 17, 23], [1000, 15, 20], [10_000, 13, 17]] },
  { pattern: /\bSX126[28]/i, prices: [[1, 4, 6], [100, 3.3, 4.8], [1000, 2.8, 4], [10_000, 2.4, 3.4]] },
  { pattern: /\bRP2040\b/i, prices: [[1, 0.8, 1.1], [100, 0.75, 0.95], [1000, 0.7, 0.85], [10_000, 0.65, 0.8]] },
  { pattern: /\bSTM32[GC]0/i, prices: [[1, 0.8, 2.5], [100, 0.7, 2], [1000, 0.5, 1.5], [10_000, 0.45, 1.3]] },
  { pattern: /\bBME280\b/i, prices: [[1, 3.5, 6], [100, 2.8, 4.5], [1000, 2.2, 3.5], [10_000, 1.9, 3]] },
  { pattern: /\bBME68[08]\b/i, prices: [[1, 8, 12], [100, 6.5, 9.5], [1000, 5, 7.5], [10_000, 4.5, 6.5]] },
  { pattern: /\bSHT4\d/i, prices: [[1, 2, 3.2], [100, 1.6, 2.5], [1000, 1.2, 1.9], [10_000, 1, 1.6]] },
  { pattern: /\bBMI270\b/i, prices: [[1, 2.5, 4], [100, 2, 3.2], [1000, 1.5, 2.5], [10_000, 1.3, 2.1]] },
  { pattern: /\bCP2102N?\b/i, prices: [[1, 2, 3.5], [100, 1.7, 2.7], [1000, 1.3, 2.1], [10_000, 1.1, 1.8]] },
  { pattern: /\bCH340[CGNK]?\b/i, prices: [[1, 0.4, 0.9], [100, 0.35, 0.7], [1000, 0.3, 0.55], [10_000, 0.25, 0.45]] },
  { pattern: /\bAP2112/i, prices: [[1, 0.15, 0.45], [100, 0.1, 0.3], [1000, 0.06, 0.18], [10_000, 0.05, 0.14]] },
  { pattern: /\bMCP73831/i, prices: [[1, 0.6, 0.9], [100, 0.5, 0.75], [1000, 0.4, 0.6], [10_000, 0.35, 0.5]] },
  { pattern: /\bTPS628\d\d/i, prices: [[1, 1, 1.6], [100, 0.85, 1.3], [1000, 0.7, 1.05], [10_000, 0.6, 0.9]] },
  { pattern: /\bW25Q(16|32|64)/i, prices: [[1, 0.3, 0.7], [100, 0.25, 0.5], [1000, 0.2, 0.38], [10_000, 0.17, 0.32]] },
];

/** A piece's price: the part's own when it is a known part, else its category's; `typical` is the figure a total adds up. */
export function piecePrice(category: ComponentCategory, component: ComponentText, pieces: number): { low: number; high: number; typical: number; known: boolean } {
  const text = [component.partNumber, component.description].filter(Boolean).join(' ');
  const known = KNOWN_PARTS.find((part) => part.pattern.test(text));
  const { low, high } = priceAt(known ? { ...category, prices: known.prices } : category, pieces);
  // Prices within a category spread log-normally: the geometric mean is the typical part.
  return { low, high, typical: low > 0 ? Math.sqrt(low * high) : (low + high) / 2, known: Boolean(known) };
}

export const CATEGORY_BY_ID = new Map(COMPONENT_CATEGORIES.map((category) => [category.id, category]));

/** What a component is known by: its designators, part number and description (any may be missing). */
export interface ComponentText {
  reference?: string | null;
  partNumber?: string | null;
  description?: string | null;
}

/** The designator prefix of the first reference, upper case: 'R12, R13' -> 'R', 'LED3' -> 'LED'. */
export function designatorPrefix(reference: string | null | undefined): string | null {
  const first = reference?.split(/[\s,;]+/).find(Boolean);
  const match = first ? /^([A-Za-z]+)\d/.exec(first) : null;
  return match ? match[1]!.toUpperCase() : null;
}

/** The category of a component, or null when nothing about it is recognised. */
/** A part made for this product alone has no catalogue price, whatever else its description says. */
const CUSTOM_PART = /\b(custom|bespoke|asic|made to order|to drawing)\b/i;

export function classifyComponent(component: ComponentText): ComponentCategory | null {
  const text = [component.partNumber, component.description].filter(Boolean).join(' ').trim();
  if (CUSTOM_PART.test(text)) return null;
  if (text) {
    for (const category of COMPONENT_CATEGORIES) {
      if (category.partNumbers?.some((pattern) => pattern.test(text)) && (category.accepts?.(text) ?? true)) return category;
    }
    let best: { category: ComponentCategory; specificity: number; end: number } | null = null;
    for (const category of COMPONENT_CATEGORIES) {
      if (!category.words || !(category.accepts?.(text) ?? true)) continue;
      const match = category.words.exec(text);
      if (!match) continue;
      const candidate = { category, specificity: category.specificity ?? 0, end: match.index + match[0].length };
      if (!best || candidate.specificity > best.specificity || (candidate.specificity === best.specificity && candidate.end > best.end)) best = candidate;
    }
    if (best) return best.category;
  }
  const prefix = designatorPrefix(component.reference);
  if (prefix) return COMPONENT_CATEGORIES.find((category) => category.designators?.includes(prefix)) ?? null;
  return null;
}

/** Whether the text names the part by a part number of its category (not only by words or a designator). */
export function namedByPartNumber(category: ComponentCategory, component: ComponentText): boolean {
  const text = [component.partNumber, component.description].filter(Boolean).join(' ');
  return Boolean(category.partNumbers?.some((pattern) => pattern.test(text)));
}

/**
 * The category's price per piece when `pieces` are bought: between two breaks, interpolated on the
 * logarithm of the quantity (price breaks fall about that way); beyond the last break, its price.
 */
export function priceAt(category: ComponentCategory, pieces: number): { low: number; high: number } {
  const breaks = category.prices;
  const quantity = Math.max(1, pieces);
  const first = breaks[0]!;
  if (quantity <= first[0]) return { low: first[1], high: first[2] };
  for (let index = 1; index < breaks.length; index++) {
    const [toQuantity, toLow, toHigh] = breaks[index]!;
    if (quantity <= toQuantity) {
      const [fromQuantity, fromLow, fromHigh] = breaks[index - 1]!;
      const share = Math.log(quantity / fromQuantity) / Math.log(toQuantity / fromQuantity);
      return { low: fromLow + (toLow - fromLow) * share, high: fromHigh + (toHigh - fromHigh) * share };
    }
  }
  const last = breaks[breaks.length - 1]!;
  return { low: last[1], high: last[2] };
}

export const priceSource = (category: ComponentCategory) => category.source ?? DISTRIBUTORS;

const WORD = /\b[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*\b/g;
const NOT_A_PART = new RegExp(
  [
    // Standards, ratings and interfaces.
    'fr-?4', 'ip[x\\d]\\d*', 'ik\\d+', 'iso\\w*', 'iec\\w*', 'en\\d+', 'ul\\w*', 'ipc\\w*', 'mil-.*', 'aec-q\\d+', 'rohs\\d*', 'ieee\\w*',
    'usb\\d.*', 'bt\\d.*', 'ble\\d.*', 'wifi\\d', 'wpa\\d', 'lte\\w*', 'cat-?\\d+', 'rs-?\\d+', 'ddr\\w*', 'pcie\\w*', 'hdmi\\w*', 'gen\\d', 'rev\\w*',
    // Packages.
    'qfn-?\\d+', 'dfn-?\\d+', '[lt]?qfp-?\\d+', 'bga-?\\d+', 'sot-?\\d+\\w*', 'soic-?\\d+', 'tssop-?\\d+', 'msop-?\\d+', 'sop-?\\d+', 'to-?\\d+\\w*', 'smd-?\\d+', 'sma\\d*', 'smb\\d*',
    'l\\d-l\\d', '[a-z]\\d{1,2}',
  ].join('|').replace(/^/, '^(').concat(')$'),
  'i',
);
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * Words of a text that look like part numbers ('XYZ-1234': two letters and two digits at least, not a
 * standard such as IP67 or FR-4), so a part the table does not know is listed rather than ignored.
 */
export function partLikeWords(text: string): string[] {
  const words = (text.match(WORD) ?? []).filter(
    (word) => word.length >= 5 && count(word, /[A-Za-z]/g) >= 2 && count(word, /\d/g) >= 2 && !NOT_A_PART.test(word) && !/^\d|(mm|cm|mah|mhz|ghz|khz|layers?)$/i.test(word),
  );
  return [...new Set(words)];
}
