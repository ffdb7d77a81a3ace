#!/usr/bin/env bash
# Renders the intro clip (/intro) from ffmpeg's own lavfi sources: animated sea-coloured waves,
# the brand and the tagline. No footage, no external host. The rendered files are committed
# (CI has no ffmpeg); run this again after changing the look and commit the new files.
#   Needs: ffmpeg with libvpx-vp9, libx264 and drawtext (Debian: apt-get install -y ffmpeg).
set -euo pipefail

OUT="$(cd "$(dirname "$0")/.." && pwd)/site/public/intro"
FONT="${INTRO_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
DURATION=6
SIZE=854x480
FPS=24
mkdir -p "$OUT"

# Sea: deep blue at the horizon to turquoise at the shore, with three sine swell trains moving
# shoreward and thin white crests where the fastest train peaks.
SEA="geq=\
r='clip(10+40*(Y/H)+14*sin(X/41+Y/9-T*2.4)+150*gt(sin(X/90+Y/7-T*3),0.985),0,255)':\
g='clip(70+110*(Y/H)+22*sin(X/57-Y/13-T*1.7)+120*gt(sin(X/90+Y/7-T*3),0.985),0,255)':\
b='clip(120+100*(Y/H)+20*sin(X/33+Y/11-T*2.9)+60*gt(sin(X/90+Y/7-T*3),0.985),0,255)'"
TITLE="drawtext=fontfile=$FONT:text='Firing':fontsize=110:fontcolor=white:\
shadowcolor=black@0.45:shadowx=3:shadowy=3:x=(w-tw)/2:y=h/2-th-10:alpha='min(1,t/0.8)'"
TAGLINE="drawtext=fontfile=$FONT:text='Surf everywhere. Chill always.':fontsize=34:\
fontcolor=white:shadowcolor=black@0.45:shadowx=2:shadowy=2:x=(w-tw)/2:y=h/2+24:\
alpha='clip((t-1)/0.8,0,1)'"
FILTER="$SEA,$TITLE,$TAGLINE,fade=t=in:d=0.5,fade=t=out:st=$((DURATION - 1)).3:d=0.7,format=yuv420p"

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=$SIZE:r=$FPS:d=$DURATION" \
  -vf "$FILTER" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
  "$OUT/intro.webm"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=$SIZE:r=$FPS:d=$DURATION" \
  -vf "$FILTER" -an -c:v libx264 -preset slow -crf 30 -profile:v high -movflags +faststart \
  "$OUT/intro.mp4"
# The poster is the frame with both lines of text, shown until the first frame plays.
ffmpeg -hide_banner -loglevel error -y -ss 2.5 -i "$OUT/intro.mp4" -frames:v 1 -q:v 6 \
  "$OUT/intro-poster.jpg"
ls -l "$OUT"
