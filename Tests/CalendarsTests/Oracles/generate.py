#!/usr/bin/env python3
"""
Calendar oracle generator (reference data for the pure-Swift calendar tests).

Regenerates every CSV in ./out deterministically (fixed seeds, no clock, no network).
The Swift tests only READ the CSVs; they never run this script.

Packages (PyPI) and versions used when the committed CSVs were produced
-----------------------------------------------------------------------
  python-calendrical 2.0.2a0  (module `calendrical`, T. Funaba's C port of Reingold & Dershowitz,
                              "Calendrical Calculations")  -> Gregorian, Julian, ISO, Hebrew, Coptic,
                              Ethiopic, Islamic civil/tbla, Indian national
  convertdate 2.5.1          -> cross-check: Gregorian, Julian, ISO, Hebrew, Coptic, Islamic, Indian,
                                Persian (astronomical, via pymeeus 0.5.12)
  jdcal 1.4.1                -> cross-check Gregorian/Julian (JD >= 0 only)
  pyluach 2.3.0              -> cross-check Hebrew
  jdatetime 6.1.1 / jalali_core 1.0.0 -> Persian, 33-year arithmetic (= ICU/Foundation rule)
  persiantools 6.2.0         -> cross-check Persian astronomical (33-year rule + ICU4X correction set)
  ephem 4.2.1 (PyEphem)      -> astronomical Persian (vernal equinox vs apparent noon at 52.5 E) and the
                                "rules" variants of Chinese / Korean / Vietnamese month tables
  hijridate 2.6.0            -> alternative Umm al-Qura table (1343-1500 AH), reported, not primary
  java.time.chrono.HijrahChronology (OpenJDK 17.0.15) -> primary Umm al-Qura table (1300-1600 AH);
                                the script compiles and runs a tiny Java program (javac/java on PATH)
  sxtwl 2.0.7                -> primary Chinese (published/historical calendar, 1645-2400)
  lunar-python 1.4.8         -> cross-check Chinese
  korean-lunar-calendar 0.4.0 -> primary Korean dangi (KASI table, solar 1000-02-13..2050-12-31,
                                proleptic Gregorian; 1582-10-05..14 rejected as input only)
  vnlunar 1.0.5              -> primary Vietnamese (Ho Ngoc Duc tables TK19..TK22, 1800-2199,
                                UTC+8 before 1968, UTC+7 from 1968)
  lunar-vn 1.4.0             -> cross-check Vietnamese (Ho Ngoc Duc algorithm, UTC+7 always, 1900-2100)
  icukit-pyicu 78.3.1 (ICU 78.3, PyICU 2.16.2) -> cross-check of everything (ICU is what Foundation
                                uses, so agreement/disagreement with it is reported, it is never primary)

Conventions of every CSV (columns gregorian_iso,era,year,month,day,is_leap_month)
--------------------------------------------------------------------------------
gregorian_iso is ALWAYS the proleptic Gregorian date of the row, astronomical year numbering
(year 0 = 1 BC), zero-padded to at least 4 digits, '-' sign for negative years: -0044-03-15,
0000-02-29, 2024-06-01.  era/year/month/day follow ICU / Foundation numbering (month 1-based =
ICU MONTH+1), is_leap_month is 0/1.  See out/README.md for the per-calendar table.

Month-start CSVs (first_day_iso,cycle_year_or_gregorian_year,month,is_leap,length):
  chinese/dangi/vietnamese: column 2 is the related Gregorian year of the lunisolar year
  (the Gregorian year in which month 1 of that year starts).  ICU/Foundation era/year are then
  ext = y + 2637, era = (ext-1)//60 + 1, yearInCycle = (ext-1)%60 + 1  (2024 -> era 78, year 41).
  hebrew: column 2 is AM year, month numbered as in the day CSV (Tishri=1 ... Adar I=6, Adar/Adar II=7,
  Nisan=8 ... Elul=13).  islamic_umalqura: AH year.

Persian: three files - persian.csv (pure 33-year rule, = jdatetime/calendrical/older ICU), persian_33year_corrected.csv
(33-year + ICU4X correction set = ICU 78.3 = persiantools for AP >= 1178) and persian_astronomical.csv (PyEphem).
Japanese: Meiji starts 1868-10-23 as in ICU 78 (older CLDR: 1868-09-08).

Setup: python3 -m venv venv && venv/bin/pip install -r requirements.txt   (pinned versions); javac/java 17 on PATH.
Run:   venv/bin/python generate.py      (about 2 minutes on one core; output is byte-identical between runs)
"""
import bisect
import csv
import datetime as dt
import math
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'out')
SEED = 20240601
D = dt.date

import calendrical as CC
import convertdate
from convertdate import julian as cd_julian, gregorian as cd_gregorian, coptic as cd_coptic, \
    islamic as cd_islamic, indian_civil as cd_indian, hebrew as cd_hebrew, persian as cd_persian
import jdcal
import ephem
import icu
import jdatetime
import jalali_core
import persiantools.jdatetime as ptj
import pyluach
from pyluach import dates as pyl_dates
import hijridate
import sxtwl
import lunar_python
from lunar_python import Solar, LunarYear
import korean_lunar_calendar
from korean_lunar_calendar import KoreanLunarCalendar
import vnlunar
from vnlunar.core import get_lunar_date_from_table
import lunar_vn
from importlib.metadata import version as _pkgver

JD_RD = 1721424.5          # JD at 00:00 UT of RD r  = r + JD_RD
RD_1582 = D(1582, 10, 15).toordinal()
ICU_EPOCH_RD = D(1970, 1, 1).toordinal()

REPORT = []                # lines for out/CROSSCHECK.md


def log(*a):
    s = ' '.join(str(x) for x in a)
    print(s, flush=True)
    REPORT.append(s)


# ---------------------------------------------------------------------------------------------
# proleptic Gregorian <-> RD (own arithmetic, Reingold-Dershowitz; verified against calendrical)
# ---------------------------------------------------------------------------------------------
def g_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def rd_from_g(y, m, d):
    y1 = y - 1
    return (365 * y1 + y1 // 4 - y1 // 100 + y1 // 400 + (367 * m - 362) // 12
            + (0 if m <= 2 else (-1 if g_leap(y) else -2)) + d)


def g_from_rd(rd):
    d0 = rd - 1
    n400, d1 = divmod(d0, 146097)
    n100, d2 = divmod(d1, 36524)
    n4, d3 = divmod(d2, 1461)
    n1 = d3 // 365
    y = 400 * n400 + 100 * n100 + 4 * n4 + n1
    if not (n100 == 4 or n1 == 4):
        y += 1
    prior = rd - rd_from_g(y, 1, 1)
    corr = 0 if rd < rd_from_g(y, 3, 1) else (1 if g_leap(y) else 2)
    m = (12 * (prior + corr) + 373) // 367
    return y, m, rd - rd_from_g(y, m, 1) + 1


def iso(rd):
    y, m, d = g_from_rd(rd)
    return ('-%04d' % -y if y < 0 else '%04d' % y) + '-%02d-%02d' % (m, d)


def era_ad(y):
    """astronomical year -> (era, year) with ICU Gregorian/Julian convention (0=BC, 1=AD)"""
    return (1, y) if y >= 1 else (0, 1 - y)


# ---------------------------------------------------------------------------------------------
# ICU helper (cross-check only)
# ---------------------------------------------------------------------------------------------
_F = icu.UCalendarDateFields
_IS_LEAP_MONTH = 22   # UCAL_IS_LEAP_MONTH (not exported by PyICU)
_icu_cache = {}


def icu_cal(kind):
    if kind not in _icu_cache:
        if kind == 'proleptic-gregorian':
            c = icu.GregorianCalendar(icu.TimeZone.getGMT())
            c.setGregorianChange(-1e15)
        elif kind == 'pure-julian':
            c = icu.GregorianCalendar(icu.TimeZone.getGMT())
            c.setGregorianChange(1e15)
        else:
            c = icu.Calendar.createInstance(icu.TimeZone.getGMT(), icu.Locale('en_US@calendar=' + kind))
        _icu_cache[kind] = c
    return _icu_cache[kind]


def icu_fields(kind, rd):
    c = icu_cal(kind)
    c.setTime((rd - ICU_EPOCH_RD) * 86400.0)       # PyICU UDate is in seconds
    return (c.get(_F.ERA), c.get(_F.YEAR), c.get(_F.MONTH) + 1, c.get(_F.DATE), c.get(_IS_LEAP_MONTH))


def icu_iso_week(rd):
    c = icu_cal('iso8601')
    c.setTime((rd - ICU_EPOCH_RD) * 86400.0)
    dow = c.get(_F.DAY_OF_WEEK)   # 1=Sunday
    return (0, c.get(_F.YEAR_WOY), c.get(_F.WEEK_OF_YEAR), (dow + 5) % 7 + 1, 0)


# ---------------------------------------------------------------------------------------------
# primary + secondary implementations, all: rd -> (era, year, month, day, is_leap_month)
# ---------------------------------------------------------------------------------------------
def f_gregorian(rd):
    y, m, d = CC.rd_to_gregorian(rd)
    return era_ad(y) + (m, d, 0)


def f_julian(rd):
    y, m, d = CC.rd_to_julian(rd)
    return era_ad(y) + (m, d, 0)


def f_gregorian_hybrid(rd):
    return f_julian(rd) if rd < RD_1582 else f_gregorian(rd)


def x_gregorian_own(rd):
    y, m, d = g_from_rd(rd)
    return era_ad(y) + (m, d, 0)


def x_gregorian_convertdate(rd):
    y, m, d = cd_gregorian.from_jd(rd + JD_RD)
    return era_ad(y) + (m, d, 0)


def x_julian_convertdate(rd):
    y, m, d = cd_julian.from_jd(rd + JD_RD)
    return era_ad(y) + (m, d, 0)


def x_jdcal_g(rd):
    if rd + JD_RD < 0:
        return None
    y, m, d, _ = jdcal.jd2gcal(rd + JD_RD, 0.0)
    return era_ad(y) + (m, d, 0)


def x_jdcal_j(rd):
    if rd + JD_RD < 0:
        return None
    y, m, d, _ = jdcal.jd2jcal(rd + JD_RD, 0.0)
    return era_ad(y) + (m, d, 0)


def x_hybrid_convertdate(rd):
    return x_julian_convertdate(rd) if rd < RD_1582 else x_gregorian_convertdate(rd)


def f_iso(rd):
    y, w, wd = CC.rd_to_iso(rd)
    return (0, y, w, wd, 0)


def x_iso_datetime(rd):
    if not (1 <= rd <= D.max.toordinal()):
        return None
    c = D.fromordinal(rd).isocalendar()
    return (0, c[0], c[1], c[2], 0)


# Hebrew: R&D numbering (Nisan=1 .. Adar=12, Adar II=13) -> ICU/Foundation (Tishri=1 .. Elul=13)
def heb_month_to_icu(y, m, leap):
    if m >= 7 and m <= 11:
        return m - 6
    if m == 12:
        return 6 if leap else 7
    if m == 13:
        return 7
    return m + 7


def f_hebrew(rd):
    y, m, d = CC.rd_to_hebrew(rd)
    return (0, y, heb_month_to_icu(y, m, CC.hebrew_leap_year(y)), d, 0)


def x_hebrew_convertdate(rd):
    y, m, d = cd_hebrew.from_jd(rd + JD_RD)
    return (0, y, heb_month_to_icu(y, m, cd_hebrew.leap(y)), d, 0)


def x_hebrew_pyluach(rd):
    h = pyl_dates.JulianDay(rd + JD_RD).to_heb()
    y, m, d = h.tuple()
    return (0, y, heb_month_to_icu(y, m, _pyl_leap(y)), d, 0)


def _pyl_leap(y):
    return (7 * y + 1) % 19 < 7


def f_coptic(rd):
    y, m, d = CC.rd_to_coptic(rd)
    return ((1, y) if y >= 1 else (0, 1 - y)) + (m, d, 0)


def x_coptic_convertdate(rd):
    y, m, d = cd_coptic.from_jd(rd + JD_RD)
    return ((1, y) if y >= 1 else (0, 1 - y)) + (m, d, 0)


def f_ethiopic(rd):
    y, m, d = CC.rd_to_ethiopian(rd)
    return ((1, y) if y >= 1 else (0, y + 5500)) + (m, d, 0)


def x_ethiopic_via_coptic(rd):       # Ethiopic = Coptic year + 276, same months/days
    y, m, d = cd_coptic.from_jd(rd + JD_RD)
    y += 276
    return ((1, y) if y >= 1 else (0, y + 5500)) + (m, d, 0)


def f_ethiopic_aa(rd):
    y, m, d = CC.rd_to_ethiopian(rd)
    return (0, y + 5500, m, d, 0)


def x_ethiopic_aa_via_coptic(rd):
    y, m, d = cd_coptic.from_jd(rd + JD_RD)
    return (0, y + 276 + 5500, m, d, 0)


def f_islamic_civil(rd):
    y, m, d = CC.rd_to_islamic(rd)
    return (0, y, m, d, 0)


def x_islamic_convertdate(rd):
    y, m, d = cd_islamic.from_jd(rd + JD_RD)
    return (0, y, m, d, 0)


def f_islamic_tbla(rd):             # epoch one day earlier (Thursday 15 July 622 Julian)
    return f_islamic_civil(rd + 1)


def x_islamic_tbla_convertdate(rd):
    return x_islamic_convertdate(rd + 1)


def f_indian(rd):
    y, m, d = CC.rd_to_indian_national(rd)
    return (0, y, m, d, 0)


def x_indian_convertdate(rd):
    y, m, d = cd_indian.from_jd(rd + JD_RD)
    return (0, y, m, d, 0)


def f_persian(rd):                  # 33-year arithmetic (jalali.c / jdatetime = ICU rule)
    y, m, d = g_from_rd(rd)
    j = jalali_core.GregorianToJalali(y, m, d).getJalaliList()
    return (0, j[0], j[1], j[2], 0)


def x_persian_calendrical(rd):
    y, m, d = CC.rd_to_jalali(rd)
    return (0, y, m, d, 0)


def x_persian_jdatetime(rd):
    if not (1 <= rd <= D.max.toordinal()):
        return None
    j = jdatetime.date.fromgregorian(date=D.fromordinal(rd))
    return (0, j.year, j.month, j.day, 0)


def f_buddhist(rd):
    y, m, d = CC.rd_to_gregorian(rd)
    return (0, y + 543, m, d, 0)


def f_buddhist_hybrid(rd):
    y, m, d = (CC.rd_to_julian(rd) if rd < RD_1582 else CC.rd_to_gregorian(rd))
    return (0, y + 543, m, d, 0)


def roc_of(y, m, d):
    return ((1, y - 1911) if y >= 1912 else (0, 1912 - y)) + (m, d, 0)


def f_roc(rd):
    return roc_of(*CC.rd_to_gregorian(rd))


def f_roc_hybrid(rd):
    return roc_of(*(CC.rd_to_julian(rd) if rd < RD_1582 else CC.rd_to_gregorian(rd)))


# Japanese modern eras, numbered as in CLDR/ICU/Foundation (0 = Taika 645 ... 232 = Meiji, 236 = Reiwa).
# Start dates are real Gregorian dates.  Meiji: 1868-10-23 (= Meiji 1/9/8 lunisolar), which is what
# ICU 78 / current CLDR use; older CLDR/ICU had "1868-09-08" (the lunisolar month/day written as if
# Gregorian).  Taisho 1912-07-30, Showa 1926-12-25, Heisei 1989-01-08, Reiwa 2019-05-01.
JP_ERAS = [(232, 'Meiji', (1868, 10, 23)), (233, 'Taisho', (1912, 7, 30)), (234, 'Showa', (1926, 12, 25)),
           (235, 'Heisei', (1989, 1, 8)), (236, 'Reiwa', (2019, 5, 1))]
JP_ERA_RD = [(rd_from_g(*s), e, s[0]) for e, _, s in JP_ERAS]


def f_japanese(rd):
    y, m, d = CC.rd_to_gregorian(rd)
    era, y0 = None, None
    for srd, e, sy in JP_ERA_RD:
        if rd >= srd:
            era, y0 = e, sy
    assert era is not None
    return (era, y - y0 + 1, m, d, 0)


# ---------------------------------------------------------------------------------------------
# astronomy (PyEphem): Persian astronomical and Chinese-rule lunisolar month tables
# ---------------------------------------------------------------------------------------------
EPH_RD0 = D(1899, 12, 31).toordinal()     # ephem.Date(0) = 1899-12-31 12:00 UT
_sun = ephem.Sun()


def eph_rd_frac(d):
    return float(d) + 0.5 + EPH_RD0


def local_rd(d, tzh):
    return math.floor(eph_rd_frac(d) + tzh / 24.0)


def midnight_margin_min(d, tzh):
    """minutes between the instant and the nearest local midnight (for flagging close calls)"""
    x = eph_rd_frac(d) + tzh / 24.0
    f = x - math.floor(x)
    return min(f, 1 - f) * 1440.0


def sun_app_lon(d):
    _sun.compute(d)
    ecl = ephem.Ecliptic(ephem.Equatorial(_sun.g_ra, _sun.g_dec, epoch=d), epoch=d)
    return math.degrees(ecl.lon) % 360.0


def solar_term_time(target, guess):
    d = float(guess)
    for _ in range(60):
        diff = (target - sun_app_lon(d) + 180.0) % 360.0 - 180.0
        if abs(diff) < 1e-7:
            break
        d += diff / 0.98564736
    return d


def eph_major_terms(y0, y1):
    out = []
    d = solar_term_time(270, float(ephem.next_solstice('%d/12/1' % (y0 - 1))))
    lon, end = 270, float(ephem.Date('%d/2/1' % (y1 + 1)))
    while d < end:
        out.append((d, lon))
        lon = (lon + 30) % 360
        d = solar_term_time(lon, d + 30.4)
    return out


def eph_new_moons(y0, y1):
    out, d = [], ephem.next_new_moon('%d/10/1' % (y0 - 1))
    end = float(ephem.Date('%d/3/1' % (y1 + 1)))
    while float(d) < end:
        out.append(float(d))
        d = ephem.next_new_moon(ephem.Date(float(d) + 1))
    return out


def eph_lunisolar(y0, y1, tz):
    """Month table by the modern Chinese rules (GB/T 33661-2017; Reingold-Dershowitz):
    month starts on the local day of the new moon; the month containing the December solstice is 11;
    a sui (11th month to next 11th month) with 13 months has its first month without a major solar
    term (zhongqi, multiple of 30 deg) as leap month numbered like the month before.
    tz(ephem_date) -> UTC offset in hours.  Returns list of dicts (start_rd, year, month, leap, length,
    nm_margin_min)."""
    nm = eph_new_moons(y0 - 1, y1 + 1)
    mt = eph_major_terms(y0 - 1, y1 + 1)
    nm_rd = [local_rd(d, tz(d)) for d in nm]
    nm_margin = [midnight_margin_min(d, tz(d)) for d in nm]
    mt_rd = [(local_rd(d, tz(d)), lon, midnight_margin_min(d, tz(d))) for d, lon in mt]
    mt_only = sorted(r for r, _, _ in mt_rd)
    ws = {}
    for r, lon, _ in mt_rd:
        if lon == 270:
            ws[g_from_rd(r)[0]] = r

    def m11(y):
        return bisect.bisect_right(nm_rd, ws[y]) - 1

    def has_major(i):
        j = bisect.bisect_left(mt_only, nm_rd[i])
        return j < len(mt_only) and mt_only[j] < nm_rd[i + 1]

    months = []
    for y in range(y0 - 1, y1 + 1):
        i0, i1 = m11(y), m11(y + 1)
        assert i1 - i0 in (12, 13)
        leap_i = None
        if i1 - i0 == 13:
            for i in range(i0 + 1, i1):
                if not has_major(i):
                    leap_i = i
                    break
        m = 11
        for i in range(i0, i1):
            lp = (i == leap_i)
            if not lp and i != i0:
                m = m % 12 + 1
            months.append(dict(start_rd=nm_rd[i], month=m, leap=lp, length=nm_rd[i + 1] - nm_rd[i],
                               nm_margin_min=nm_margin[i]))
    cur = None
    for mo in months:
        if mo['month'] == 1 and not mo['leap']:
            cur = g_from_rd(mo['start_rd'])[0]
        mo['year'] = cur
    return [mo for mo in months if mo['year'] is not None and y0 <= mo['year'] <= y1]


def persian_astro_nowruz(py, lon=52.5):
    """RD of 1 Farvardin of Persian year py (astronomical rule): the day whose apparent noon at
    meridian `lon` (52.5 E, Iran standard meridian) is the first apparent noon on/after the March
    equinox.  Returns (rd, minutes from equinox to that noon)."""
    g = py + 621
    eq = ephem.next_vernal_equinox('%d/3/1' % g)
    o = ephem.Observer()
    o.lon, o.lat, o.elevation, o.pressure = str(lon), '35.7', 0, 0
    o.date = eq
    t = o.next_transit(_sun)
    return math.floor(eph_rd_frac(t) + lon / 360.0), (float(t) - float(eq)) * 1440.0


# ---------------------------------------------------------------------------------------------
# month-table based lunisolar calendars
# ---------------------------------------------------------------------------------------------
class MonthTable:
    """sorted month starts -> rd lookup.  entries: (start_rd, year, month, leap, length)"""

    def __init__(self, entries):
        self.e = sorted(entries)
        self.starts = [x[0] for x in self.e]

    def lookup(self, rd):
        i = bisect.bisect_right(self.starts, rd) - 1
        if i < 0:
            return None
        s, y, m, lp, ln = self.e[i]
        if rd >= s + ln:
            return None
        return y, m, lp, rd - s + 1

    def first(self):
        return self.e[0][0]

    def last(self):
        s = self.e[-1]
        return s[0] + s[4] - 1


def cycle_era_year(y):
    ext = y + 2637
    return (ext - 1) // 60 + 1, (ext - 1) % 60 + 1


def lunisolar_fn(table):
    def f(rd):
        r = table.lookup(rd)
        if r is None:
            return None
        y, m, lp, d = r
        return cycle_era_year(y) + (m, d, int(lp))
    return f


def table_from_dict(starts, last_rd_exclusive=None):
    """dict start_rd -> (year, month, leap)  -> MonthTable (length from the next start)"""
    ks = sorted(starts)
    ent = []
    for a, b in zip(ks, ks[1:]):
        y, m, lp = starts[a]
        ent.append((a, y, m, bool(lp), b - a))
    return MonthTable(ent)


def build_chinese_tables(y0, y1):
    a, b = rd_from_g(y0, 1, 1), rd_from_g(y1 + 1, 3, 1)
    sx, lp = {}, {}
    for rd in range(a, b):
        y, m, d = g_from_rd(rd)
        x = sxtwl.fromSolar(y, m, d)
        if x.getLunarDay() == 1:
            sx[rd] = (x.getLunarYear(), x.getLunarMonth(), bool(x.isLunarLeap()))
    for y in range(y0 - 1, y1 + 2):
        for mo in LunarYear.fromYear(y).getMonthsInYear():
            s = Solar.fromJulianDay(mo.getFirstJulianDay())
            lp[rd_from_g(s.getYear(), s.getMonth(), s.getDay())] = (mo.getYear(), abs(mo.getMonth()), mo.getMonth() < 0)
    return sx, lp


def build_kasi_table():
    c = KoreanLunarCalendar()
    tab = {}
    for y in range(1000, 2051):
        lm = c._KoreanLunarCalendar__getLunarIntercalationMonth(c._KoreanLunarCalendar__getLunarData(y))
        for m in range(1, 13):
            for leap in ([False, True] if lm == m else [False]):
                if c.setLunarDate(y, m, 1, leap):
                    tab[rd_from_g(c.solarYear, c.solarMonth, c.solarDay)] = (y, m, leap)
    return tab


def kasi_day(rd):
    c = KoreanLunarCalendar()
    y, m, d = g_from_rd(rd)
    if not c.setSolarDate(y, m, d):
        return None
    return cycle_era_year(c.lunarYear) + (c.lunarMonth, c.lunarDay, int(bool(c.isIntercalation)))


def build_vn_table():
    a, b = rd_from_g(1800, 1, 25), rd_from_g(2199, 12, 31)
    tab = {}
    for rd in range(a, b + 1):
        y, m, d = g_from_rd(rd)
        x = get_lunar_date_from_table(d, m, y)
        if x['day'] == 1:
            tab[rd] = (x['year'], x['month'], bool(x['leap']))
    return tab


def java_umalqura():
    src = r'''
import java.time.*; import java.time.chrono.*; import java.time.temporal.*;
public class HijrahDump { public static void main(String[] a) {
  HijrahChronology c = HijrahChronology.INSTANCE; ValueRange yr = c.range(ChronoField.YEAR);
  for (int y = (int) yr.getMinimum(); y <= yr.getMaximum(); y++) for (int m = 1; m <= 12; m++) {
    HijrahDate d = c.date(y, m, 1);
    System.out.println(y + "," + m + "," + LocalDate.from(d).toEpochDay() + "," + d.lengthOfMonth()); } } }
'''
    with tempfile.TemporaryDirectory() as td:
        open(os.path.join(td, 'HijrahDump.java'), 'w').write(src)
        subprocess.run(['javac', 'HijrahDump.java'], cwd=td, check=True)
        outp = subprocess.run(['java', '-cp', td, 'HijrahDump'], check=True, capture_output=True, text=True).stdout
        jv = subprocess.run(['java', '-version'], capture_output=True, text=True).stderr.splitlines()[0]
    ent = []
    for line in outp.split():
        y, m, ed, ln = map(int, line.split(','))
        ent.append((ed + ICU_EPOCH_RD, y, m, False, ln))
    return MonthTable(ent), jv


# ---------------------------------------------------------------------------------------------
# sampling and writing
# ---------------------------------------------------------------------------------------------
def sample_days(name, f, lo, hi, special=(), n_random=1700, n_month_edges=220, n_year_edges=40):
    """random days + month boundaries (first day & previous day) + year boundaries + specials"""
    rng = random.Random('%d:%s' % (SEED, name))
    s = set()
    for _ in range(n_random):
        s.add(rng.randint(lo, hi))

    def month_start(rd):
        r = f(rd)
        return rd - (r[3] - 1)
    for _ in range(n_month_edges):
        rd = rng.randint(lo, hi)
        ms = month_start(rd)
        for x in (ms - 1, ms, ms + 27, ms + 28, ms + 29):  # includes last days of short/long months
            s.add(x)
    for _ in range(n_year_edges):
        rd = rng.randint(lo, hi)
        ms = month_start(rd)
        for _k in range(14):  # walk back to the first month of the year
            r = f(ms)
            if r[2] == 1 and r[4] == 0:
                break
            ms = month_start(ms - 1)
        s.update((ms - 1, ms))
    for x in special:
        s.add(x)
    return sorted(x for x in s if lo <= x <= hi)


def write_days(fname, rows):
    with open(os.path.join(OUT, fname), 'w', newline='') as fh:
        w = csv.writer(fh, lineterminator='\n')
        w.writerow(['gregorian_iso', 'era', 'year', 'month', 'day', 'is_leap_month'])
        for rd, r in rows:
            w.writerow([iso(rd)] + [int(x) for x in r])
    return len(rows)


def write_month_starts(fname, table, lo_rd=None, hi_rd=None):
    n = 0
    with open(os.path.join(OUT, fname), 'w', newline='') as fh:
        w = csv.writer(fh, lineterminator='\n')
        w.writerow(['first_day_iso', 'cycle_year_or_gregorian_year', 'month', 'is_leap', 'length'])
        for s, y, m, lp, ln in table.e:
            if (lo_rd is not None and s < lo_rd) or (hi_rd is not None and s > hi_rd):
                continue
            w.writerow([iso(s), y, m, int(lp), ln])
            n += 1
    return n


FILES = []


def crosscheck(name, days, primary, others):
    """compare primary rows to other implementations; log mismatch counts and first examples"""
    for oname, of in others:
        n = bad = 0
        ex = []
        for rd in days:
            o = of(rd)
            if o is None:
                continue
            n += 1
            p = primary[rd]
            if tuple(o) != tuple(p):
                bad += 1
                if len(ex) < 6:
                    ex.append('%s ours=%s %s=%s' % (iso(rd), p, oname, tuple(o)))
        log('  - %s vs %s: %d/%d rows agree%s' % (name, oname, n - bad, n, ('; e.g. ' + ' | '.join(ex)) if ex else ''))


def do_calendar(name, f, lo, hi, special, others, fname=None, exclude=None, **kw):
    days = sample_days(name, f, lo, hi, special, **kw)
    if exclude is not None:
        days = [rd for rd in days if not exclude(rd)]
    rows = {rd: f(rd) for rd in days}
    days = [rd for rd in days if rows[rd] is not None]
    log('* %s: %d rows, %s .. %s' % (name, len(days), iso(lo), iso(hi)))
    crosscheck(name, days, rows, others)
    fn = fname or (name + '.csv')
    FILES.append((fn, write_days(fn, [(rd, rows[rd]) for rd in days])))
    return days, rows


def G(y, m, d):
    return rd_from_g(y, m, d)


def J(y, m, d):
    return CC.julian_to_rd(y, m, d)


def main():
    os.makedirs(OUT, exist_ok=True)
    log('# Cross-check report (generated by generate.py)')
    log('')
    vers = {p: _pkgver(p) for p in ['python-calendrical', 'convertdate', 'jdcal', 'pyluach', 'jdatetime', 'jalali_core',
                                    'persiantools', 'ephem', 'hijridate', 'sxtwl', 'lunar_python',
                                    'korean_lunar_calendar', 'vnlunar', 'lunar-vn', 'icukit-pyicu', 'PyMeeus']}
    log('packages: ' + ', '.join('%s %s' % kv for kv in vers.items()) + '; ICU %s' % icu.ICU_VERSION)
    log('')

    # --- self-check of our own proleptic Gregorian arithmetic
    for rd in list(range(-3652424, 3652060, 997)) + [0, 1, -1, 366, 367]:
        assert g_from_rd(rd) == CC.rd_to_gregorian(rd) and rd_from_g(*g_from_rd(rd)) == rd
    for rd in range(1, D.max.toordinal(), 613):
        assert g_from_rd(rd) == (D.fromordinal(rd).year, D.fromordinal(rd).month, D.fromordinal(rd).day)

    W_LO, W_HI = G(-9999, 1, 1), G(9999, 12, 31)
    C_LO, C_HI = G(1, 1, 1), G(9999, 12, 31)

    # --- solar / arithmetic calendars
    log('## Arithmetic and solar calendars')
    greg_special = [G(0, 2, 29), G(0, 12, 31), G(1, 1, 1), G(-1, 12, 31), G(1582, 10, 4), G(1582, 10, 5),
                    G(1582, 10, 14), G(1582, 10, 15), G(1600, 2, 29), G(1700, 2, 28), G(1700, 3, 1),
                    G(1900, 2, 28), G(1900, 3, 1), G(2000, 2, 29), G(2100, 2, 28), G(2100, 3, 1), G(9999, 12, 31),
                    G(-9999, 1, 1), G(1970, 1, 1), G(-4713, 11, 24), G(-4712, 1, 1)]
    do_calendar('gregorian', f_gregorian, W_LO, W_HI, greg_special,
                [('own-arith', x_gregorian_own), ('convertdate', x_gregorian_convertdate), ('jdcal', x_jdcal_g),
                 ('ICU(proleptic)', lambda rd: icu_fields('proleptic-gregorian', rd))])
    jul_special = greg_special + [J(1500, 2, 29), J(1900, 2, 29), J(4, 2, 29), J(0, 2, 29), J(-4712, 1, 1),
                                  J(1582, 10, 4), J(1, 1, 1), J(-44, 3, 15)]
    do_calendar('julian', f_julian, W_LO, W_HI, jul_special,
                [('convertdate', x_julian_convertdate), ('jdcal', x_jdcal_j),
                 ('ICU(pure Julian)', lambda rd: icu_fields('pure-julian', rd))])
    do_calendar('gregorian_1582', f_gregorian_hybrid, W_LO, W_HI, jul_special,
                [('convertdate', x_hybrid_convertdate), ('ICU gregorian (default cutover)', lambda rd: icu_fields('gregorian', rd))])
    iso_special = [G(2004, 12, 31), G(2005, 1, 1), G(2005, 1, 2), G(2005, 1, 3), G(2008, 12, 29), G(2009, 12, 31),
                   G(2010, 1, 3), G(2010, 1, 4), G(2020, 12, 31), G(2021, 1, 3), G(2021, 1, 4), G(1, 1, 1),
                   G(0, 12, 31), G(9999, 12, 31), G(2026, 12, 28), G(2027, 1, 3)]
    do_calendar('iso8601_week', f_iso, W_LO, W_HI, iso_special,
                [('python datetime.isocalendar', x_iso_datetime), ('ICU iso8601 YEAR_WOY/WEEK_OF_YEAR (>= 1582-10-15 only: ICU iso8601 is Julian before)',
                  lambda rd: icu_iso_week(rd) if rd >= RD_1582 else None)])

    heb_lo = CC.hebrew_to_rd(1, 7, 1)
    heb_special = [heb_lo, heb_lo + 1, CC.hebrew_to_rd(5784, 12, 1), CC.hebrew_to_rd(5784, 12, 30),
                   CC.hebrew_to_rd(5784, 13, 1), CC.hebrew_to_rd(5784, 13, 29), CC.hebrew_to_rd(5783, 12, 29),
                   CC.hebrew_to_rd(5783, 1, 1), CC.hebrew_to_rd(5785, 7, 1) - 1, CC.hebrew_to_rd(5785, 7, 1),
                   G(2024, 3, 11), G(2024, 2, 9), G(2024, 2, 10)]
    # Heshvan 30 / Kislev 29 (complete / deficient years)
    for y in (5783, 5784, 5785, 5786, 5787):
        heb_special += [CC.hebrew_to_rd(y, 8, 1) + 29, CC.hebrew_to_rd(y, 9, 1) + 28, CC.hebrew_to_rd(y, 9, 1) + 29]
    do_calendar('hebrew', f_hebrew, heb_lo, W_HI, heb_special,
                [('convertdate', x_hebrew_convertdate), ('pyluach', x_hebrew_pyluach), ('ICU', lambda rd: icu_fields('hebrew', rd))])

    cop_special = [J(284, 8, 28), J(284, 8, 29), J(283, 8, 29), CC.coptic_to_rd(1739, 13, 6), CC.coptic_to_rd(1740, 1, 1),
                   CC.coptic_to_rd(1740, 13, 5), CC.coptic_to_rd(0, 13, 5), CC.coptic_to_rd(-1, 13, 6)]
    do_calendar('coptic', f_coptic, C_LO, C_HI, cop_special,
                [('convertdate', x_coptic_convertdate), ('ICU', lambda rd: icu_fields('coptic', rd))])
    eth_special = [J(8, 8, 28), J(8, 8, 29), J(7, 8, 29), CC.ethiopian_to_rd(2015, 13, 6), CC.ethiopian_to_rd(2016, 1, 1),
                   CC.ethiopian_to_rd(0, 13, 5), CC.ethiopian_to_rd(1, 1, 1), CC.ethiopian_to_rd(-1, 13, 6)]
    do_calendar('ethiopic', f_ethiopic, C_LO, C_HI, eth_special,
                [('convertdate-coptic+276', x_ethiopic_via_coptic), ('ICU', lambda rd: icu_fields('ethiopic', rd))])
    do_calendar('ethiopic_amete_alem', f_ethiopic_aa, C_LO, C_HI, eth_special,
                [('convertdate-coptic+276+5500', x_ethiopic_aa_via_coptic), ('ICU', lambda rd: icu_fields('ethiopic-amete-alem', rd))])

    isl_special = [J(622, 7, 14), J(622, 7, 15), J(622, 7, 16), J(622, 7, 17), CC.islamic_to_rd(1445, 12, 30),
                   CC.islamic_to_rd(1446, 1, 1), CC.islamic_to_rd(1444, 12, 29), CC.islamic_to_rd(0, 12, 29),
                   CC.islamic_to_rd(1, 1, 1)]
    do_calendar('islamic_civil', f_islamic_civil, C_LO, C_HI, isl_special,
                [('convertdate', x_islamic_convertdate), ('ICU islamic-civil', lambda rd: icu_fields('islamic-civil', rd))])
    do_calendar('islamic_tbla', f_islamic_tbla, C_LO, C_HI, isl_special,
                [('convertdate(+1 day)', x_islamic_tbla_convertdate), ('ICU islamic-tbla', lambda rd: icu_fields('islamic-tbla', rd))])

    ind_special = [G(79, 3, 21), G(79, 3, 22), G(2024, 3, 20), G(2024, 3, 21), G(2023, 3, 21), G(2023, 3, 22),
                   G(1957, 3, 22), CC.indian_national_to_rd(1, 1, 1)]
    do_calendar('indian', f_indian, C_LO, C_HI, ind_special,
                [('convertdate indian_civil', x_indian_convertdate), ('ICU indian', lambda rd: icu_fields('indian', rd))])

    # --- Persian, arithmetic (33-year) and astronomical
    log('')
    log('## Persian')
    per_lo = rd_from_g(*jalali_core.JalaliToGregorian(1, 1, 1).getGregorianList())   # 0622-03-21 (33-year rule)
    per_special = [per_lo, per_lo - 1, G(2024, 3, 19), G(2024, 3, 20), G(2025, 3, 20), G(2025, 3, 21), G(2124, 3, 20),
                   G(2124, 3, 21), G(1925, 3, 21)]
    do_calendar('persian', f_persian, per_lo, C_HI, per_special,
                [('calendrical(jalali)', x_persian_calendrical), ('jdatetime', x_persian_jdatetime),
                 ('ICU78 persian (33-year + correction set from AP 1502)', lambda rd: icu_fields('persian', rd))])

    # 33-year rule with the ICU4X correction set (years 1502..2987 made non-leap, next year leap);
    # this is what ICU 78 does.  Source: persiantools 6.2 for AP >= 1178 (where persiantools uses exactly
    # that rule), plain 33-year (jalali_core) before.
    def f_persian_corr(rd):
        if rd >= PT_1178:
            j = ptj.JalaliDate(D.fromordinal(rd))
            return (0, j.year, j.month, j.day, 0)
        return f_persian(rd)
    PT_1178 = rd_from_g(*jalali_core.JalaliToGregorian(1178, 1, 1).getGregorianList())
    corr_special = [G(2124, 3, 19), G(2124, 3, 20), G(2124, 3, 21), G(2223, 3, 20), G(2223, 3, 21), G(2223, 3, 22),
                    PT_1178 - 1, PT_1178]
    do_calendar('persian_33year_corrected', f_persian_corr, per_lo, C_HI, per_special + corr_special,
                [('ICU78 persian', lambda rd: icu_fields('persian', rd)), ('jdatetime (pure 33-year, expected to differ)', x_persian_jdatetime)])
    PA_MAX = 1800
    nowruz, margin = {}, {}
    for py in range(1, PA_MAX + 2):
        nowruz[py], margin[py] = persian_astro_nowruz(py)
    pa_years = sorted(nowruz)
    pa_starts = [nowruz[p] for p in pa_years]

    def f_persian_astro(rd):
        i = bisect.bisect_right(pa_starts, rd) - 1
        py = pa_years[i]
        if py > PA_MAX or i < 0:
            return None
        doy = rd - nowruz[py]
        if doy < 186:
            m, d = doy // 31 + 1, doy % 31 + 1
        else:
            m, d = (doy - 186) // 30 + 7, (doy - 186) % 30 + 1
        return (0, py, m, d, 0)

    def x_persiantools(rd):
        if not (1 <= rd <= D.max.toordinal()):
            return None
        j = ptj.JalaliDate(D.fromordinal(rd))
        return (0, j.year, j.month, j.day, 0)

    def x_convertdate_persian(rd):
        y, m, d = cd_persian.from_jd(rd + JD_RD)
        return (0, y, m, d, 0)
    pa_special = [nowruz[p] + k for p in (1, 2, 1178, 1303, 1304, 1403, 1404, 1470, 1471, 1502, 1503, 1504, 1536, 1537)
                  for k in (-1, 0)]
    close = [(p, round(margin[p], 1)) for p in pa_years if p <= PA_MAX and min(margin[p], 1440 - margin[p]) < 10]
    log('* persian_astronomical: years AP 1..%d; equinox within 10 min of apparent noon (52.5E) in years: %s'
        % (PA_MAX, close))
    arith_diff = [p for p in pa_years[:-1] if nowruz[p] != rd_from_g(*jalali_core.JalaliToGregorian(p, 1, 1).getGregorianList())]
    log('  astronomical Nowruz differs from the 33-year arithmetic rule in %d years; from AP 1178: %s'
        % (len(arith_diff), [p for p in arith_diff if p >= 1178]))
    do_calendar('persian_astronomical', f_persian_astro, nowruz[1], nowruz[PA_MAX + 1] - 1, pa_special,
                [('persiantools 6.2 (33y+ICU4X corrections)', x_persiantools), ('convertdate persian (pymeeus)', x_convertdate_persian)])

    # --- Gregorian-based with other year numbering
    log('')
    log('## Buddhist / ROC / Japanese')
    bud_special = [G(1, 1, 1), G(1582, 10, 14), G(1582, 10, 15), G(1912, 1, 1), G(1911, 12, 31), G(1940, 12, 31),
                   G(1941, 1, 1), G(2024, 2, 29), G(9999, 12, 31)]
    do_calendar('buddhist', f_buddhist, C_LO, C_HI, bud_special,
                [('ICU buddhist (only >= 1582-10-15, ICU is Julian before)', lambda rd: icu_fields('buddhist', rd) if rd >= RD_1582 else None)])
    do_calendar('buddhist_1582', f_buddhist_hybrid, C_LO, C_HI, bud_special + [J(1500, 2, 29)],
                [('ICU buddhist', lambda rd: icu_fields('buddhist', rd))])
    do_calendar('roc', f_roc, C_LO, C_HI, bud_special,
                [('ICU roc (only >= 1582-10-15)', lambda rd: icu_fields('roc', rd) if rd >= RD_1582 else None)])
    do_calendar('roc_1582', f_roc_hybrid, C_LO, C_HI, bud_special + [J(1500, 2, 29)],
                [('ICU roc', lambda rd: icu_fields('roc', rd))])
    jp_special = []
    for srd, e, sy in JP_ERA_RD:
        jp_special += [srd - 1, srd]
    jp_special += [G(1868, 10, 22), G(1872, 12, 31), G(1873, 1, 1), G(2019, 12, 31), G(2020, 1, 1)]
    do_calendar('japanese', f_japanese, JP_ERA_RD[0][0], C_HI, jp_special,
                [('ICU japanese', lambda rd: icu_fields('japanese', rd))])
    # ICU-derived (not independent) pre-Meiji era file
    jlo, jhi = J(645, 1, 1), JP_ERA_RD[0][0] - 1
    days = sample_days('japanese_pre_meiji', lambda rd: icu_fields('japanese', rd), jlo, jhi,
                       [J(645, 7, 17), J(645, 7, 16) + 1, jhi, jhi + 1 - 1], n_random=1500, n_month_edges=120, n_year_edges=30)
    # era boundaries from ICU itself
    prev = None
    for rd in range(jlo, jhi + 1, 1):
        e = icu_fields('japanese', rd)[0]
        if e != prev:
            days += [rd - 1, rd]
            prev = e
    days = sorted(set(x for x in days if jlo <= x <= jhi))
    FILES.append(('japanese_pre_meiji_icu.csv', write_days('japanese_pre_meiji_icu.csv', [(rd, icu_fields('japanese', rd)) for rd in days])))
    log('* japanese_pre_meiji_icu: %d rows copied from ICU (NOT independent), eras 0..231, Julian-day semantics before 1582-10-15' % len(days))

    # --- Islamic Umm al-Qura
    log('')
    log('## Islamic Umm al-Qura')
    uq, javaver = java_umalqura()
    log('* primary: java.time HijrahChronology (%s), AH %d..%d = %s .. %s' % (javaver, uq.e[0][1], uq.e[-1][1], iso(uq.first()), iso(uq.last())))
    icu_starts, hd_starts = {}, {}
    for rd in range(uq.first(), uq.last() + 1):
        r = icu_fields('islamic-umalqura', rd)
        if r[3] == 1:
            icu_starts[(r[1], r[2])] = rd
    for y in range(1343, 1501):
        for m in range(1, 13):
            g = hijridate.Hijri(y, m, 1).to_gregorian()
            hd_starts[(y, m)] = rd_from_g(g.year, g.month, g.day)
    j_starts = {(y, m): s for s, y, m, lp, ln in uq.e}
    d_icu = [k for k in j_starts if icu_starts.get(k) != j_starts[k]]
    log('  - Java vs ICU islamic-umalqura month starts 1300-1600 AH: %d differences' % len(d_icu))
    d_hd = sorted(k for k in hd_starts if hd_starts[k] != j_starts[k])
    by_range = Counter('1343-1419' if k[0] < 1420 else ('1420-1450' if k[0] <= 1450 else '1451-1500') for k in d_hd)
    log('  - Java vs hijridate month starts 1343-1500 AH: %d of %d differ (%s); offsets java-hijridate: %s'
        % (len(d_hd), len(hd_starts), dict(sorted(by_range.items())), dict(Counter(j_starts[k] - hd_starts[k] for k in d_hd))))
    with open(os.path.join(OUT, 'notes_umalqura_java_vs_hijridate.csv'), 'w', newline='') as fh:
        w = csv.writer(fh, lineterminator='\n')
        w.writerow(['ah_year', 'month', 'java_icu_first_day', 'hijridate_first_day'])
        for k in d_hd:
            w.writerow([k[0], k[1], iso(j_starts[k]), iso(hd_starts[k])])
    FILES.append(('notes_umalqura_java_vs_hijridate.csv', len(d_hd)))

    def f_uq(rd):
        r = uq.lookup(rd)
        return None if r is None else (0, r[0], r[1], r[3], 0)

    def x_hijridate(rd):
        y, m, d = g_from_rd(rd)
        try:
            h = hijridate.Gregorian(y, m, d).to_hijri()
        except (ValueError, OverflowError):
            return None
        return (0, h.year, h.month, h.day, 0)
    uq_special = [uq.first(), uq.last(), uq.first() - 0, G(2024, 3, 11), G(2024, 4, 9), G(2024, 4, 10)]
    do_calendar('islamic_umalqura', f_uq, uq.first(), uq.last(), uq_special,
                [('ICU islamic-umalqura', lambda rd: icu_fields('islamic-umalqura', rd)), ('hijridate (differs by design, see notes)', x_hijridate)])
    FILES.append(('islamic_umalqura_month_starts.csv', write_month_starts('islamic_umalqura_month_starts.csv', uq)))
    hd_tab = MonthTable([(hd_starts[k], k[0], k[1], False,
                          (hd_starts.get((k[0], k[1] + 1)) or hd_starts.get((k[0] + 1, 1)) or 0) - hd_starts[k])
                         for k in sorted(hd_starts) if (k[0], k[1]) != (1500, 12)])
    FILES.append(('islamic_umalqura_hijridate_month_starts.csv', write_month_starts('islamic_umalqura_hijridate_month_starts.csv', hd_tab)))

    # --- Hebrew month starts (AM 5500..6500)
    heb_ent = []
    for y in range(5500, 6501):
        leap = CC.hebrew_leap_year(y)
        for m in [7, 8, 9, 10, 11, 12] + ([13] if leap else []) + [1, 2, 3, 4, 5, 6]:
            heb_ent.append((CC.hebrew_to_rd(y, m, 1), y, heb_month_to_icu(y, m, leap)))
    heb_ent.sort()
    heb_ent.append((CC.hebrew_to_rd(6501, 7, 1), None, None))
    heb_ent = [(s, y, m, False, heb_ent[i + 1][0] - s) for i, (s, y, m) in enumerate(heb_ent[:-1])]
    FILES.append(('hebrew_month_starts.csv', write_month_starts('hebrew_month_starts.csv', MonthTable(heb_ent))))

    # --- Chinese
    log('')
    log('## Chinese (1645-2400)')
    CY0, CY1 = 1645, 2400
    sx_full, lp_full = build_chinese_tables(CY0, CY1)
    R = lambda t: {k: v for k, v in t.items() if CY0 <= v[0] <= CY1}
    sx, lp = R(sx_full), R(lp_full)
    eph8_full = {m['start_rd']: (m['year'], m['month'], m['leap']) for m in eph_lunisolar(CY0, CY1 + 1, lambda d: 8.0)}
    eph8 = R(eph8_full)
    lmt = (116 + 25 / 60) / 15
    t1929 = float(ephem.Date('1928/12/31 16:00'))
    ephl = {m['start_rd']: (m['year'], m['month'], m['leap'])
            for m in eph_lunisolar(CY0, CY1, lambda d: lmt if float(d) < t1929 else 8.0)}
    ephl = R(ephl)
    icn = {}
    for rd in range(min(sx), max(sx) + 1):
        r = icu_fields('chinese', rd)
        if r[3] == 1:
            y = (r[0] - 1) * 60 + r[1] - 2637
            icn[rd] = (y, r[2], bool(r[4]))
    icn = R(icn)
    srcs = [('sxtwl', sx), ('lunar_python', lp), ('ephem_rules_UTC+8', eph8), ('ephem_rules_BeijingLMT<1929', ephl), ('ICU78', icn)]
    month_diffs(srcs, 'chinese', 'sxtwl')
    # day table: sxtwl, restricted to the range (need month after last to know lengths)
    sx_tab = table_from_dict(sx_full)
    disputed = sorted(set(sx) ^ set(lp))      # month starts on which sxtwl and lunar_python disagree
    log('  days within 31 days of a month start disputed between sxtwl and lunar_python are left out: %s'
        % [iso(k) for k in disputed])
    f_cn = lunisolar_fn(sx_tab)
    lp_day = lambda rd: (lambda l: cycle_era_year(l.getYear()) + (abs(l.getMonth()), l.getDay(), int(l.getMonth() < 0)))(
        Solar.fromYmd(*g_from_rd(rd)).getLunar())
    eph8_fn = lunisolar_fn(table_from_dict(eph8_full))
    cn_special = [G(1890, 1, 21), G(2030, 2, 2), G(2030, 2, 3), G(2148, 1, 21), G(2148, 2, 20), G(2101, 6, 26),
                  G(2101, 6, 27), G(2033, 11, 22), G(2033, 12, 21), G(2033, 12, 22), G(2034, 1, 19), G(2034, 1, 20),
                  G(1624, 2, 27), G(2024, 2, 10), G(1985, 2, 20), G(2057, 9, 27), G(2057, 9, 30)]
    cn_lo = min(k for k, v in sx.items() if v[0] == CY0)
    cn_hi = min(k for k, v in sx_full.items() if v[0] == CY1 + 1) - 1
    do_calendar('chinese', f_cn, cn_lo, cn_hi, cn_special, exclude=lambda rd: _near(rd, disputed), others=
                [('lunar_python', lp_day), ('ephem rules UTC+8', eph8_fn),
                 ('ICU78 chinese (approximate astronomy)', lambda rd: icu_fields('chinese', rd))])
    FILES.append(('chinese_month_starts.csv', write_month_starts('chinese_month_starts.csv', sx_tab, cn_lo, cn_hi)))
    e8_tab = table_from_dict(eph8_full)
    FILES.append(('chinese_rules_utc8_month_starts.csv', write_month_starts('chinese_rules_utc8_month_starts.csv', e8_tab,
                                                                             min(eph8), max(eph8))))
    log('  Chinese New Year / specific months by source:')
    for y in (1890, 2030, 2148):
        log('    CNY %d: %s' % (y, ', '.join('%s=%s' % (n, iso(min(k for k, v in t.items() if v[0] == y and v[1] == 1 and not v[2])))
                                          for n, t in srcs)))
    for g in ((2101, 6, 27), (2033, 12, 22), (2057, 9, 28), (2057, 9, 29)):
        rd = G(*g)
        out = []
        for n, t in srcs:
            r = table_from_dict({**t, **({k: v for k, v in sx_full.items() if k > max(t)})}).lookup(rd)
            out.append('%s=%s' % (n, 'y%d m%d%s d%d' % (r[0], r[1], 'L' if r[2] else '', r[3]) if r else None))
        log('    %s: %s' % (iso(rd), ', '.join(out)))

    # --- Korean dangi
    log('')
    log('## Korean dangi (KASI table via korean-lunar-calendar)')
    kasi = build_kasi_table()
    kasi_tab = table_from_dict(kasi)
    KY0, KY1 = 1391, 2050
    kr_lo = min(k for k, v in kasi.items() if v[0] == KY0)
    kr_hi = kasi_tab.last()      # last month with known length (next month start known)
    E = lambda s: float(ephem.Date(s))

    def kr_tz(d):
        d = float(d)
        if d < E('1908/3/31 15:32'):
            return 126.978 / 15          # Seoul local mean time
        if d < E('1911/12/31 15:00'):
            return 8.5
        if d < E('1954/3/20 15:00'):
            return 9.0
        if d < E('1961/8/9 15:30'):
            return 8.5
        return 9.0
    ekr = {m['start_rd']: (m['year'], m['month'], m['leap']) for m in eph_lunisolar(KY0, KY1, kr_tz)}
    idg = {}
    for rd in range(kr_lo, kr_hi + 1):
        r = icu_fields('dangi', rd)
        if r[3] == 1:
            idg[rd] = ((r[0] - 1) * 60 + r[1] - 2637, r[2], bool(r[4]))
    RK = lambda t: {k: v for k, v in t.items() if KY0 <= v[0] <= KY1 - 1 and kr_lo <= k <= kr_hi}
    month_diffs([('KASI', RK(kasi)), ('ephem_rules_KoreanTZ', RK(ekr)), ('ICU78_dangi', RK(idg)), ('sxtwl(Chinese)', RK(_sx_wide(KY0)))],
                'dangi', 'KASI', periods=((1391, 1599), (1600, 1899), (1900, 1911), (1912, 2049)))
    kr_special = [G(1624, 2, 27), G(2024, 2, 10), G(2017, 2, 26), G(2017, 2, 27), G(1582, 10, 4), G(1582, 10, 15),
                  G(1582, 10, 5), G(1582, 10, 14), G(1392, 8, 13)]

    def f_kr(rd):
        return lunisolar_fn(kasi_tab)(rd)
    do_calendar('dangi', f_kr, kr_lo, kr_hi, kr_special,
                [('korean-lunar-calendar setSolarDate', kasi_day), ('ephem rules Korean TZ', lunisolar_fn(table_from_dict(ekr))),
                 ('ICU78 dangi', lambda rd: icu_fields('dangi', rd))])
    FILES.append(('dangi_month_starts.csv', write_month_starts('dangi_month_starts.csv', kasi_tab, kr_lo, kr_hi)))

    # --- Vietnamese
    log('')
    log('## Vietnamese (Ho Ngoc Duc tables via vnlunar, 1800-2199)')
    vn = build_vn_table()
    vn_tab = table_from_dict(vn)
    VY0, VY1 = 1801, 2199
    T68 = float(ephem.Date('1967/12/31 17:00'))
    evn_full = {m['start_rd']: (m['year'], m['month'], m['leap']) for m in eph_lunisolar(VY0, VY1 + 1, lambda d: 8.0 if float(d) < T68 else 7.0)}
    evn = {k: v for k, v in evn_full.items() if v[0] <= VY1}
    lvn = {}
    for rd in range(G(1900, 1, 1), G(2100, 12, 31) + 1):
        x = lunar_vn.solar_to_lunar(D.fromordinal(rd))
        if x.day == 1:
            lvn[rd] = (x.year, x.month, bool(x.leap))
    vn_lo = min(k for k, v in vn.items() if v[0] == VY0)
    vn_hi = vn_tab.last()
    RV = lambda t, a=VY0, b=VY1: {k: v for k, v in t.items() if a <= v[0] <= b and vn_lo <= k <= vn_hi}
    month_diffs([('vnlunar_table', RV(vn)), ('ephem_rules_UTC+8<1968_UTC+7', RV(evn)), ('lunar_vn(UTC+7 always)', RV(lvn, 1901, 2099)),
                 ('sxtwl(Chinese)', RV(_sx_wide(VY0)))], 'vietnamese', 'vnlunar_table', periods=((1801, 1967), (1968, 2199)))
    _a, _b = RV(vn), RV(evn)
    disputed_vn = sorted((set(_a) ^ set(_b)) | set(k for k in set(_a) & set(_b) if _a[k] != _b[k]))

    log('  days within 31 days of a month start on which vnlunar and the ephem rules disagree (start day or label) are left out')
    f_vn = lunisolar_fn(vn_tab)
    vn_special = [G(1968, 1, 29), G(1968, 1, 30), G(1985, 1, 21), G(1985, 2, 20), G(2024, 2, 10), G(2054, 5, 6)]
    do_calendar('vietnamese', f_vn, vn_lo, vn_hi, vn_special, exclude=lambda rd: _near(rd, disputed_vn), others=
                [('ephem rules UTC+8<1968/UTC+7', lunisolar_fn(table_from_dict(evn_full))),
                 ('lunar_vn (UTC+7 always)', lambda rd: (lambda x: cycle_era_year(x.year) + (x.month, x.day, int(bool(x.leap))))(
                     lunar_vn.solar_to_lunar(D.fromordinal(rd))) if G(1901, 3, 1) <= rd <= G(2099, 12, 31) else None)])
    FILES.append(('vietnamese_month_starts.csv', write_month_starts('vietnamese_month_starts.csv', vn_tab, vn_lo, vn_hi)))
    ev_tab = table_from_dict(evn_full)
    FILES.append(('vietnamese_rules_month_starts.csv', write_month_starts('vietnamese_rules_month_starts.csv', ev_tab, min(evn), max(evn))))

    # --- finish
    log('')
    log('## Files')
    for fn, n in FILES:
        log('  %-48s %7d rows' % (fn, n))
    open(os.path.join(OUT, 'CROSSCHECK.md'), 'w').write('\n'.join(REPORT) + '\n')
    open(os.path.join(OUT, 'README.md'), 'w').write(README_TEXT)


_SX_WIDE = {}


def _sx_wide(y0):
    """sxtwl month starts from Chinese year y0 (for comparisons with Korean / Vietnamese)"""
    if y0 not in _SX_WIDE:
        a, b = rd_from_g(y0, 1, 1), rd_from_g(2201, 1, 1)
        t = {}
        for rd in range(a, b):
            y, m, d = g_from_rd(rd)
            if rd < RD_1582:          # sxtwl takes Julian dates before the reform
                y, m, d = CC.rd_to_julian(rd)
            x = sxtwl.fromSolar(y, m, d)
            if x.getLunarDay() == 1:
                t[rd] = (x.getLunarYear(), x.getLunarMonth(), bool(x.isLunarLeap()))
        _SX_WIDE[y0] = t
    return _SX_WIDE[y0]


def _near(rd, ks):
    """True if rd is within 31 days of one of the (sorted) disputed month starts ks"""
    i = bisect.bisect_left(ks, rd - 31)
    return i < len(ks) and ks[i] <= rd + 31


def month_diffs(srcs, cal, ref, periods=((1645, 1928), (1929, 2100), (2101, 2400))):
    """log disagreement counts between month tables, write notes_<cal>_month_diffs.csv"""
    refname, reft = srcs[0]
    rows = []
    for n, t in srcs[1:]:
        ys = set(v[0] for v in t.values())
        common_lo, common_hi = max(min(ys), min(v[0] for v in reft.values())), min(max(ys), max(v[0] for v in reft.values()))
        A = {k: v for k, v in reft.items() if common_lo <= v[0] <= common_hi}
        B = {k: v for k, v in t.items() if common_lo <= v[0] <= common_hi}
        sd = sorted(set(A) ^ set(B))
        ld = sorted(k for k in set(A) & set(B) if A[k] != B[k])
        la = {v[0]: v[1] for v in A.values() if v[2]}
        lb = {v[0]: v[1] for v in B.values() if v[2]}
        lyd = sorted(y for y in set(la) | set(lb) if la.get(y) != lb.get(y))
        per = []
        for a, b in periods:
            per.append('%d-%d: %d start-day, %d leap' % (a, b, sum(1 for k in sd if k in A and a <= A[k][0] <= b),
                                                       sum(1 for y in lyd if a <= y <= b)))
        log('  - %s vs %s (years %d-%d, %d months): %d month starts on a different day, %d years with a different leap month [%s]'
            % (refname, n, common_lo, common_hi, len(A), sum(1 for k in sd if k in A), len(lyd), '; '.join(per)))
        log('      leap-month differences (year: %s / %s): %s' % (refname, n, ', '.join('%d: %s/%s' % (y, la.get(y), lb.get(y)) for y in lyd[:40])
                                                                  + (' ...' if len(lyd) > 40 else '')))
        for k in sd:
            rows.append((n, iso(k), A.get(k), B.get(k)))
        for k in ld:
            rows.append((n, iso(k), A.get(k), B.get(k)))
    fn = 'notes_%s_month_diffs.csv' % cal
    with open(os.path.join(OUT, fn), 'w', newline='') as fh:
        w = csv.writer(fh, lineterminator='\n')
        w.writerow(['other_source', 'month_start_iso', '%s_(year,month,leap)' % refname, 'other_(year,month,leap)'])
        for r in sorted(rows, key=lambda r: (r[0], r[1])):
            w.writerow([r[0], r[1], '' if r[2] is None else '%d/%d%s' % (r[2][0], r[2][1], 'L' if r[2][2] else ''),
                        '' if r[3] is None else '%d/%d%s' % (r[3][0], r[3][1], 'L' if r[3][2] else '')])
    FILES.append((fn, len(rows)))


README_TEXT = """# Calendar oracle CSVs

Generated by `generate.py` (see its header for package versions).  `CROSSCHECK.md` has the
agreement counts between sources, produced by the same run.  Tests read these files; they never run Python.

## Day files: `gregorian_iso,era,year,month,day,is_leap_month`

`gregorian_iso` is the proleptic Gregorian date, astronomical year (0 = 1 BC, -1 = 2 BC), >= 4 digits,
leading `-` for negative years.  era/year/month/day use ICU / Foundation numbering (month = ICU MONTH + 1).
Rows are seeded random days over the range, plus first/last days of ~220 random months and
~40 random years, plus listed edge days.

| file | calendar | range (gregorian_iso) | primary source | era / year convention |
|---|---|---|---|---|
| gregorian.csv | proleptic Gregorian | -9999-01-01..9999-12-31 | calendrical | era 1 = AD (year = y), era 0 = BC (year = 1 - y) |
| gregorian_1582.csv | Gregorian with reform: Julian before 1582-10-15 (ICU default `gregorian`) | -9999..9999 | calendrical | as above, month/day are Julian before the cutover |
| julian.csv | Julian | -9999..9999 | calendrical | as gregorian |
| iso8601_week.csv | ISO 8601 week date | -9999..9999 | calendrical | era = 0 (meaningless), year = signed ISO week-numbering year (astronomical), month = ISO week 1..53, day = ISO weekday 1=Mon..7=Sun |
| hebrew.csv | Hebrew | AM 1 (-3760-09-07)..9999-12-31 | calendrical | era 0, year = AM; months Tishri=1, Heshvan=2, Kislev=3, Tevet=4, Shevat=5, Adar I=6 (leap years only), Adar (common) / Adar II (leap) = 7, Nisan=8 .. Elul=13; is_leap_month always 0 (ICU 78 reports 0 for Adar I too) |
| coptic.csv | Coptic | 0001..9999 | calendrical | era 1 (year >= 1), era 0 with year = 1 - y before 284-08-29; month 13 = epagomenae |
| ethiopic.csv | Ethiopic Amete Mihret | 0001..9999 | calendrical | era 1 = Amete Mihret (year >= 1, from 0008-08-27), era 0 = Amete Alem with year = y + 5500 before |
| ethiopic_amete_alem.csv | Ethiopic Amete Alem | 0001..9999 | calendrical | era 0, year = Amete Mihret year + 5500 |
| islamic_civil.csv | Islamic civil (epoch Fri 16 Jul 622 Julian), leap years 2,5,7,10,13,16,18,21,24,26,29 | 0001..9999 | calendrical | era 0, year signed (0 and negative before 1 AH, as ICU) |
| islamic_tbla.csv | Islamic tabular, astronomical epoch (Thu 15 Jul 622) | 0001..9999 | calendrical shifted one day | as civil |
| islamic_umalqura.csv | Umm al-Qura | 1300-01-01 AH (1882-11-12)..1600-12-30 AH (2174-11-25) | java.time HijrahChronology (identical to ICU 78's table) | era 0, year AH. Outside 1300-1600 ICU falls back to islamic-civil; no rows there |
| persian.csv | Solar Hijri, pure 33-year arithmetic (leap if (25y+11) mod 33 < 8; jalali.c/jdatetime) | AP 1 (0622-03-21)..9999 | jalali_core (jdatetime) | era 0, year AP |
| persian_33year_corrected.csv | 33-year rule + ICU4X correction set (1502,1601,1634,... non-leap, following year leap): what ICU 78 does | AP 1..9999 | persiantools (AP >= 1178), jalali_core before | era 0 |
| persian_astronomical.csv | astronomical: 1 Farvardin = day of first apparent noon at 52.5 E on/after the March equinox | AP 1..1800 | PyEphem | era 0 |
| indian.csv | Indian national (Saka) | 0001..9999 | calendrical | era 0, year signed (Saka) |
| buddhist.csv | Thai solar, proleptic Gregorian days | 0001..9999 | calendrical | era 0, year = Gregorian year + 543 |
| buddhist_1582.csv | same with Julian days before 1582-10-15 (what ICU/Foundation do) | 0001..9999 | calendrical | era 0, year = (Julian or Gregorian) year + 543 |
| roc.csv / roc_1582.csv | Minguo, proleptic / with Julian before 1582-10-15 | 0001..9999 | calendrical | era 1 (Minguo, year = y - 1911) from 1912-01-01, era 0 (before Minguo, year = 1912 - y) |
| japanese.csv | Gregorian days with eras | 1868-10-23..9999 | own table (CLDR dates) | era 232 Meiji (from 1868-10-23), 233 Taisho 1912-07-30, 234 Showa 1926-12-25, 235 Heisei 1989-01-08, 236 Reiwa 2019-05-01; year = y - eraStartYear + 1 |
| japanese_pre_meiji_icu.csv | ICU 78 Japanese eras 0..231 (645-1868) | 0645-07-20..1868-10-22 | **ICU itself (not independent)** | ICU era index; ICU uses Julian days before 1582-10-15 and CLDR pre-Meiji start dates are lunisolar month/day written as Gregorian |
| chinese.csv | Chinese, published calendar | 1645-01-28..2401-02-12 (Chinese years 1645-2400) | sxtwl (= lunar_python except 2057-09) | era = 60-year cycle, year = 1..60 in cycle: ext = relatedGregorianYear + 2637, era = (ext-1) div 60 + 1, year = (ext-1) mod 60 + 1 (2024 -> 78/41); month 1..12, leap month has the number of the month before and is_leap_month = 1 |
| dangi.csv | Korean, KASI table | 1391-02-13..2050-12-13 (Korean years 1391-2050 month 10) | korean-lunar-calendar (KASI data) | same era/year numbering as chinese (ICU dangi reports the same era/year numbers) |
| vietnamese.csv | Vietnamese | 1801-02-13..2199-12-17 | vnlunar tables (Ho Ngoc Duc TK19-TK22) | same as chinese |

Rows left out on purpose: chinese.csv omits days within 31 days of 2057-09-28/29 (sxtwl and lunar_python
disagree; the new moon is at 23:59:50 UTC+8 by PyEphem); vietnamese.csv omits days within 31 days of any
month start where the vnlunar table and the PyEphem rule computation disagree on the start day or on the
month label/leap flag (listed in notes_vietnamese_month_diffs.csv, source `ephem_rules_UTC+8<1968_UTC+7`).

## Month-start files: `first_day_iso,cycle_year_or_gregorian_year,month,is_leap,length`

| file | content | column 2 |
|---|---|---|
| chinese_month_starts.csv | every month, Chinese years 1645-2400 (sxtwl) | related Gregorian year |
| chinese_rules_utc8_month_starts.csv | same years computed by the modern rules at UTC+8 for all years (PyEphem) | related Gregorian year |
| dangi_month_starts.csv | every month, Korean years 1391..2050 (up to the last month whose length is known) (KASI) | related Gregorian year |
| vietnamese_month_starts.csv | Vietnamese years 1801-2199 (vnlunar tables) | related Gregorian year |
| vietnamese_rules_month_starts.csv | rules at UTC+8 before 1968-01-01, UTC+7 after (PyEphem) | related Gregorian year |
| hebrew_month_starts.csv | every month AM 5500-6500 (calendrical) | AM year; months numbered as in hebrew.csv |
| islamic_umalqura_month_starts.csv | 1300-1600 AH (Java = ICU) | AH year |
| islamic_umalqura_hijridate_month_starts.csv | 1343-1500 AH from hijridate (alternative table, differs in 740 months) | AH year |

To get ICU/Foundation era and year of a Chinese/Korean/Vietnamese month from column 2 use the formula above.

## notes_*.csv

Month-by-month disagreements between the primary source and the other sources (see CROSSCHECK.md for counts).

## Rules used by the PyEphem computations

* Chinese-family: month starts on the local civil day of the new moon; the month containing the
  December solstice is month 11; a sui (month 11 to next month 11) with 13 months has its first month without a
  major solar term (sun's apparent longitude a multiple of 30 deg) as the leap month.  Time zones: Chinese
  UTC+8 (and a variant with Beijing mean time 116 deg 25 min E before 1929); Korean: Seoul mean time before
  1908-04-01, UTC+8:30 to 1911, UTC+9 to 1954-03-21, UTC+8:30 to 1961-08-10, UTC+9 after; Vietnamese UTC+8
  before 1968-01-01, UTC+7 after.
* PyEphem's Delta-T model and ephemeris are used as is: cases within a minute of midnight (2057-09-28 Chinese,
  2054-05-08 Vietnamese) cannot be decided by any of these sources reliably.
"""

if __name__ == '__main__':
    main()
