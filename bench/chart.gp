# chart.gp: draws the chart of a 'vop3jit bench --plot-data' file: time per
# wave-instruction on a log scale, one cluster of bars per workload, wave64
# above wave32. make bench calls it with datafile and outfile set.
if (!exists("datafile")) datafile = 'bench/results.dat'
if (!exists("outfile")) outfile = 'bench/results.svg'
set terminal svg size 1200,860 dynamic enhanced font 'sans,13' background rgb 'white'
set output outfile
set datafile missing '?'
set style data histograms
set style histogram clustered gap 1.4
set style fill solid 0.9 border rgb 'gray40'
set boxwidth 0.92
set logscale y 10
set format y '%g'
set yrange [0.1:*]
set ylabel 'ns per wave-instruction (log scale)'
set grid ytics lc rgb 'gray80'
set key outside right top vertical Left reverse noenhanced
set xtics noenhanced
colors = '#9e9e9e #8c564b #1f77b4 #a1d99b #41ab5d #00592a #6a3d9a #ff7f0e'
set multiplot layout 2,1 title 'vop3jit bench: median time per wave-instruction (lower is faster)'
set title 'wave64'
plot for [i=2:9] datafile index 0 using i:xtic(1) title columnheader(i) lc rgb word(colors, i-1)
set title 'wave32'
plot for [i=2:9] datafile index 1 using i:xtic(1) title columnheader(i) lc rgb word(colors, i-1)
unset multiplot
