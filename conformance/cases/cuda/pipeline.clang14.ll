; ModuleID = 'pipeline.cu'
source_filename = "pipeline.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11scan_blocksPKiPiS1_iE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ9scan_sumsPiiS_E1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef zeroext i1 @_Z4predi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = srem i32 %0, 3
  %3 = icmp eq i32 %2, 0
  %4 = icmp slt i32 %0, -500
  %5 = or i1 %4, %3
  ret i1 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z4markPKiPii(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, i32* %0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !9
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  %16 = icmp slt i32 %13, -500
  %17 = or i1 %16, %15
  %18 = zext i1 %17 to i32
  %19 = getelementptr inbounds i32, i32* %1, i64 %11
  store i32 %18, i32* %19, align 4, !tbaa !9
  br label %20

20:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11scan_blocksPKiPiS1_i(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = shl i32 %6, 8
  %8 = shl nsw i32 %5, 1
  %9 = add nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !9
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = sext i32 %8 to i64
  %18 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  store i32 %16, i32* %19, align 4, !tbaa !9
  %20 = or i32 %9, 1
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %22, label %26

22:                                               ; preds = %15
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %15, %22
  %27 = phi i32 [ %25, %22 ], [ 0, %15 ]
  %28 = or i32 %8, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %29
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  store i32 %27, i32* %31, align 4, !tbaa !9
  %32 = add nsw i32 %8, 2
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp slt i32 %5, 128
  br i1 %33, label %34, label %45

34:                                               ; preds = %26
  %35 = or i32 %8, 1
  %36 = sext i32 %8 to i64
  %37 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %36
  %38 = addrspacecast i32 addrspace(3)* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !9
  %40 = sext i32 %35 to i64
  %41 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %40
  %42 = addrspacecast i32 addrspace(3)* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !9
  %44 = add nsw i32 %43, %39
  store i32 %44, i32* %42, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %34, %26
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp slt i32 %5, 64
  br i1 %46, label %47, label %61

47:                                               ; preds = %45
  %48 = shl nsw i32 %28, 1
  %49 = add nsw i32 %48, -1
  %50 = shl nsw i32 %32, 1
  %51 = add nsw i32 %50, -1
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %52
  %54 = addrspacecast i32 addrspace(3)* %53 to i32*
  %55 = load i32, i32* %54, align 4, !tbaa !9
  %56 = sext i32 %51 to i64
  %57 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %56
  %58 = addrspacecast i32 addrspace(3)* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !9
  %60 = add nsw i32 %59, %55
  store i32 %60, i32* %58, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %47, %45
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp slt i32 %5, 32
  br i1 %62, label %63, label %77

63:                                               ; preds = %61
  %64 = shl nsw i32 %28, 2
  %65 = add nsw i32 %64, -1
  %66 = shl nsw i32 %32, 2
  %67 = add nsw i32 %66, -1
  %68 = sext i32 %65 to i64
  %69 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %68
  %70 = addrspacecast i32 addrspace(3)* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !9
  %72 = sext i32 %67 to i64
  %73 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %72
  %74 = addrspacecast i32 addrspace(3)* %73 to i32*
  %75 = load i32, i32* %74, align 4, !tbaa !9
  %76 = add nsw i32 %75, %71
  store i32 %76, i32* %74, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %78 = icmp slt i32 %5, 16
  br i1 %78, label %79, label %93

79:                                               ; preds = %77
  %80 = shl nsw i32 %28, 3
  %81 = add nsw i32 %80, -1
  %82 = shl nsw i32 %32, 3
  %83 = add nsw i32 %82, -1
  %84 = sext i32 %81 to i64
  %85 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %84
  %86 = addrspacecast i32 addrspace(3)* %85 to i32*
  %87 = load i32, i32* %86, align 4, !tbaa !9
  %88 = sext i32 %83 to i64
  %89 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %88
  %90 = addrspacecast i32 addrspace(3)* %89 to i32*
  %91 = load i32, i32* %90, align 4, !tbaa !9
  %92 = add nsw i32 %91, %87
  store i32 %92, i32* %90, align 4, !tbaa !9
  br label %93

93:                                               ; preds = %79, %77
  tail call void @llvm.nvvm.barrier0()
  %94 = icmp slt i32 %5, 8
  br i1 %94, label %95, label %109

95:                                               ; preds = %93
  %96 = shl nsw i32 %28, 4
  %97 = add nsw i32 %96, -1
  %98 = shl nsw i32 %32, 4
  %99 = add nsw i32 %98, -1
  %100 = sext i32 %97 to i64
  %101 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %100
  %102 = addrspacecast i32 addrspace(3)* %101 to i32*
  %103 = load i32, i32* %102, align 4, !tbaa !9
  %104 = sext i32 %99 to i64
  %105 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %104
  %106 = addrspacecast i32 addrspace(3)* %105 to i32*
  %107 = load i32, i32* %106, align 4, !tbaa !9
  %108 = add nsw i32 %107, %103
  store i32 %108, i32* %106, align 4, !tbaa !9
  br label %109

109:                                              ; preds = %95, %93
  tail call void @llvm.nvvm.barrier0()
  %110 = icmp slt i32 %5, 4
  br i1 %110, label %111, label %125

111:                                              ; preds = %109
  %112 = shl nsw i32 %28, 5
  %113 = add nsw i32 %112, -1
  %114 = shl nsw i32 %32, 5
  %115 = add nsw i32 %114, -1
  %116 = sext i32 %113 to i64
  %117 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %116
  %118 = addrspacecast i32 addrspace(3)* %117 to i32*
  %119 = load i32, i32* %118, align 4, !tbaa !9
  %120 = sext i32 %115 to i64
  %121 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %120
  %122 = addrspacecast i32 addrspace(3)* %121 to i32*
  %123 = load i32, i32* %122, align 4, !tbaa !9
  %124 = add nsw i32 %123, %119
  store i32 %124, i32* %122, align 4, !tbaa !9
  br label %125

125:                                              ; preds = %111, %109
  tail call void @llvm.nvvm.barrier0()
  %126 = icmp slt i32 %5, 2
  br i1 %126, label %127, label %141

127:                                              ; preds = %125
  %128 = shl nsw i32 %28, 6
  %129 = add nsw i32 %128, -1
  %130 = shl nsw i32 %32, 6
  %131 = add nsw i32 %130, -1
  %132 = sext i32 %129 to i64
  %133 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %132
  %134 = addrspacecast i32 addrspace(3)* %133 to i32*
  %135 = load i32, i32* %134, align 4, !tbaa !9
  %136 = sext i32 %131 to i64
  %137 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %136
  %138 = addrspacecast i32 addrspace(3)* %137 to i32*
  %139 = load i32, i32* %138, align 4, !tbaa !9
  %140 = add nsw i32 %139, %135
  store i32 %140, i32* %138, align 4, !tbaa !9
  br label %141

141:                                              ; preds = %127, %125
  tail call void @llvm.nvvm.barrier0()
  %142 = icmp slt i32 %5, 1
  br i1 %142, label %143, label %157

143:                                              ; preds = %141
  %144 = shl nsw i32 %28, 7
  %145 = add nsw i32 %144, -1
  %146 = shl nsw i32 %32, 7
  %147 = add nsw i32 %146, -1
  %148 = sext i32 %145 to i64
  %149 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %148
  %150 = addrspacecast i32 addrspace(3)* %149 to i32*
  %151 = load i32, i32* %150, align 4, !tbaa !9
  %152 = sext i32 %147 to i64
  %153 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %152
  %154 = addrspacecast i32 addrspace(3)* %153 to i32*
  %155 = load i32, i32* %154, align 4, !tbaa !9
  %156 = add nsw i32 %155, %151
  store i32 %156, i32* %154, align 4, !tbaa !9
  br label %157

157:                                              ; preds = %143, %141
  %158 = icmp eq i32 %5, 0
  br i1 %158, label %159, label %163

159:                                              ; preds = %157
  %160 = zext i32 %6 to i64
  %161 = getelementptr inbounds i32, i32* %2, i64 %160
  %162 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !9
  store i32 %162, i32* %161, align 4, !tbaa !9
  store i32 0, i32* getelementptr inbounds ([256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s to [256 x i32]*), i64 0, i64 255), align 4, !tbaa !9
  br label %163

163:                                              ; preds = %159, %157
  tail call void @llvm.nvvm.barrier0()
  br i1 %142, label %164, label %178

164:                                              ; preds = %163
  %165 = shl nsw i32 %28, 7
  %166 = add nsw i32 %165, -1
  %167 = shl nsw i32 %32, 7
  %168 = add nsw i32 %167, -1
  %169 = sext i32 %166 to i64
  %170 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %169
  %171 = addrspacecast i32 addrspace(3)* %170 to i32*
  %172 = load i32, i32* %171, align 4, !tbaa !9
  %173 = sext i32 %168 to i64
  %174 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %173
  %175 = addrspacecast i32 addrspace(3)* %174 to i32*
  %176 = load i32, i32* %175, align 4, !tbaa !9
  store i32 %176, i32* %171, align 4, !tbaa !9
  %177 = add nsw i32 %176, %172
  store i32 %177, i32* %175, align 4, !tbaa !9
  br label %178

178:                                              ; preds = %163, %164
  tail call void @llvm.nvvm.barrier0()
  br i1 %126, label %179, label %193

179:                                              ; preds = %178
  %180 = shl nsw i32 %28, 6
  %181 = add nsw i32 %180, -1
  %182 = shl nsw i32 %32, 6
  %183 = add nsw i32 %182, -1
  %184 = sext i32 %181 to i64
  %185 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %184
  %186 = addrspacecast i32 addrspace(3)* %185 to i32*
  %187 = load i32, i32* %186, align 4, !tbaa !9
  %188 = sext i32 %183 to i64
  %189 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %188
  %190 = addrspacecast i32 addrspace(3)* %189 to i32*
  %191 = load i32, i32* %190, align 4, !tbaa !9
  store i32 %191, i32* %186, align 4, !tbaa !9
  %192 = add nsw i32 %191, %187
  store i32 %192, i32* %190, align 4, !tbaa !9
  br label %193

193:                                              ; preds = %179, %178
  tail call void @llvm.nvvm.barrier0()
  br i1 %110, label %194, label %208

194:                                              ; preds = %193
  %195 = shl nsw i32 %28, 5
  %196 = add nsw i32 %195, -1
  %197 = shl nsw i32 %32, 5
  %198 = add nsw i32 %197, -1
  %199 = sext i32 %196 to i64
  %200 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %199
  %201 = addrspacecast i32 addrspace(3)* %200 to i32*
  %202 = load i32, i32* %201, align 4, !tbaa !9
  %203 = sext i32 %198 to i64
  %204 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %203
  %205 = addrspacecast i32 addrspace(3)* %204 to i32*
  %206 = load i32, i32* %205, align 4, !tbaa !9
  store i32 %206, i32* %201, align 4, !tbaa !9
  %207 = add nsw i32 %206, %202
  store i32 %207, i32* %205, align 4, !tbaa !9
  br label %208

208:                                              ; preds = %194, %193
  tail call void @llvm.nvvm.barrier0()
  br i1 %94, label %209, label %223

209:                                              ; preds = %208
  %210 = shl nsw i32 %28, 4
  %211 = add nsw i32 %210, -1
  %212 = shl nsw i32 %32, 4
  %213 = add nsw i32 %212, -1
  %214 = sext i32 %211 to i64
  %215 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %214
  %216 = addrspacecast i32 addrspace(3)* %215 to i32*
  %217 = load i32, i32* %216, align 4, !tbaa !9
  %218 = sext i32 %213 to i64
  %219 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %218
  %220 = addrspacecast i32 addrspace(3)* %219 to i32*
  %221 = load i32, i32* %220, align 4, !tbaa !9
  store i32 %221, i32* %216, align 4, !tbaa !9
  %222 = add nsw i32 %221, %217
  store i32 %222, i32* %220, align 4, !tbaa !9
  br label %223

223:                                              ; preds = %209, %208
  tail call void @llvm.nvvm.barrier0()
  br i1 %78, label %224, label %238

224:                                              ; preds = %223
  %225 = shl nsw i32 %28, 3
  %226 = add nsw i32 %225, -1
  %227 = shl nsw i32 %32, 3
  %228 = add nsw i32 %227, -1
  %229 = sext i32 %226 to i64
  %230 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %229
  %231 = addrspacecast i32 addrspace(3)* %230 to i32*
  %232 = load i32, i32* %231, align 4, !tbaa !9
  %233 = sext i32 %228 to i64
  %234 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %233
  %235 = addrspacecast i32 addrspace(3)* %234 to i32*
  %236 = load i32, i32* %235, align 4, !tbaa !9
  store i32 %236, i32* %231, align 4, !tbaa !9
  %237 = add nsw i32 %236, %232
  store i32 %237, i32* %235, align 4, !tbaa !9
  br label %238

238:                                              ; preds = %224, %223
  tail call void @llvm.nvvm.barrier0()
  br i1 %62, label %239, label %253

239:                                              ; preds = %238
  %240 = shl nsw i32 %28, 2
  %241 = add nsw i32 %240, -1
  %242 = shl nsw i32 %32, 2
  %243 = add nsw i32 %242, -1
  %244 = sext i32 %241 to i64
  %245 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %244
  %246 = addrspacecast i32 addrspace(3)* %245 to i32*
  %247 = load i32, i32* %246, align 4, !tbaa !9
  %248 = sext i32 %243 to i64
  %249 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %248
  %250 = addrspacecast i32 addrspace(3)* %249 to i32*
  %251 = load i32, i32* %250, align 4, !tbaa !9
  store i32 %251, i32* %246, align 4, !tbaa !9
  %252 = add nsw i32 %251, %247
  store i32 %252, i32* %250, align 4, !tbaa !9
  br label %253

253:                                              ; preds = %239, %238
  tail call void @llvm.nvvm.barrier0()
  br i1 %46, label %254, label %268

254:                                              ; preds = %253
  %255 = shl nsw i32 %28, 1
  %256 = add nsw i32 %255, -1
  %257 = shl nsw i32 %32, 1
  %258 = add nsw i32 %257, -1
  %259 = sext i32 %256 to i64
  %260 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %259
  %261 = addrspacecast i32 addrspace(3)* %260 to i32*
  %262 = load i32, i32* %261, align 4, !tbaa !9
  %263 = sext i32 %258 to i64
  %264 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %263
  %265 = addrspacecast i32 addrspace(3)* %264 to i32*
  %266 = load i32, i32* %265, align 4, !tbaa !9
  store i32 %266, i32* %261, align 4, !tbaa !9
  %267 = add nsw i32 %266, %262
  store i32 %267, i32* %265, align 4, !tbaa !9
  br label %268

268:                                              ; preds = %254, %253
  tail call void @llvm.nvvm.barrier0()
  br i1 %33, label %269, label %280

269:                                              ; preds = %268
  %270 = or i32 %8, 1
  %271 = sext i32 %8 to i64
  %272 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %271
  %273 = addrspacecast i32 addrspace(3)* %272 to i32*
  %274 = load i32, i32* %273, align 4, !tbaa !9
  %275 = sext i32 %270 to i64
  %276 = getelementptr inbounds [256 x i32], [256 x i32] addrspace(3)* @_ZZ11scan_blocksPKiPiS1_iE1s, i64 0, i64 %275
  %277 = addrspacecast i32 addrspace(3)* %276 to i32*
  %278 = load i32, i32* %277, align 4, !tbaa !9
  store i32 %278, i32* %273, align 4, !tbaa !9
  %279 = add nsw i32 %278, %274
  store i32 %279, i32* %277, align 4, !tbaa !9
  br label %280

280:                                              ; preds = %269, %268
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %281, label %285

281:                                              ; preds = %280
  %282 = sext i32 %9 to i64
  %283 = getelementptr inbounds i32, i32* %1, i64 %282
  %284 = load i32, i32* %19, align 4, !tbaa !9
  store i32 %284, i32* %283, align 4, !tbaa !9
  br label %285

285:                                              ; preds = %281, %280
  br i1 %21, label %286, label %290

286:                                              ; preds = %285
  %287 = sext i32 %20 to i64
  %288 = getelementptr inbounds i32, i32* %1, i64 %287
  %289 = load i32, i32* %31, align 4, !tbaa !9
  store i32 %289, i32* %288, align 4, !tbaa !9
  br label %290

290:                                              ; preds = %286, %285
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9scan_sumsPiiS_(i32* nocapture noundef %0, i32 noundef %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %5 = icmp slt i32 %4, %1
  %6 = sext i32 %4 to i64
  br i1 %5, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i32, i32* %0, i64 %6
  %9 = load i32, i32* %8, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %3, %7
  %11 = phi i32 [ %9, %7 ], [ 0, %3 ]
  %12 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %6
  %13 = addrspacecast i32 addrspace(3)* %12 to i32*
  store i32 %11, i32* %13, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp eq i32 %4, 0
  br i1 %14, label %15, label %72

15:                                               ; preds = %10
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %40

17:                                               ; preds = %15
  %18 = add i32 %1, -1
  %19 = and i32 %1, 3
  %20 = icmp ult i32 %18, 3
  br i1 %20, label %23, label %21

21:                                               ; preds = %17
  %22 = and i32 %1, -4
  br label %42

23:                                               ; preds = %42, %17
  %24 = phi i32 [ undef, %17 ], [ %68, %42 ]
  %25 = phi i32 [ 0, %17 ], [ %68, %42 ]
  %26 = phi i32 [ 0, %17 ], [ %69, %42 ]
  %27 = icmp eq i32 %19, 0
  br i1 %27, label %40, label %28

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %36, %28 ], [ %25, %23 ]
  %30 = phi i32 [ %37, %28 ], [ %26, %23 ]
  %31 = phi i32 [ %38, %28 ], [ 0, %23 ]
  %32 = zext i32 %30 to i64
  %33 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %32
  %34 = addrspacecast i32 addrspace(3)* %33 to i32*
  %35 = load i32, i32* %34, align 4, !tbaa !9
  store i32 %29, i32* %34, align 4, !tbaa !9
  %36 = add nsw i32 %35, %29
  %37 = add nuw nsw i32 %30, 1
  %38 = add i32 %31, 1
  %39 = icmp eq i32 %38, %19
  br i1 %39, label %40, label %28, !llvm.loop !13

40:                                               ; preds = %23, %28, %15
  %41 = phi i32 [ 0, %15 ], [ %24, %23 ], [ %36, %28 ]
  store i32 %41, i32* %2, align 4, !tbaa !9
  br label %72

42:                                               ; preds = %42, %21
  %43 = phi i32 [ 0, %21 ], [ %68, %42 ]
  %44 = phi i32 [ 0, %21 ], [ %69, %42 ]
  %45 = phi i32 [ 0, %21 ], [ %70, %42 ]
  %46 = zext i32 %44 to i64
  %47 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %46
  %48 = addrspacecast i32 addrspace(3)* %47 to i32*
  %49 = load i32, i32* %48, align 4, !tbaa !9
  store i32 %43, i32* %48, align 4, !tbaa !9
  %50 = add nsw i32 %49, %43
  %51 = or i32 %44, 1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %52
  %54 = addrspacecast i32 addrspace(3)* %53 to i32*
  %55 = load i32, i32* %54, align 4, !tbaa !9
  store i32 %50, i32* %54, align 4, !tbaa !9
  %56 = add nsw i32 %55, %50
  %57 = or i32 %44, 2
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %58
  %60 = addrspacecast i32 addrspace(3)* %59 to i32*
  %61 = load i32, i32* %60, align 4, !tbaa !9
  store i32 %56, i32* %60, align 4, !tbaa !9
  %62 = add nsw i32 %61, %56
  %63 = or i32 %44, 3
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ9scan_sumsPiiS_E1s, i64 0, i64 %64
  %66 = addrspacecast i32 addrspace(3)* %65 to i32*
  %67 = load i32, i32* %66, align 4, !tbaa !9
  store i32 %62, i32* %66, align 4, !tbaa !9
  %68 = add nsw i32 %67, %62
  %69 = add nuw nsw i32 %44, 4
  %70 = add i32 %45, 4
  %71 = icmp eq i32 %70, %22
  br i1 %71, label %23, label %42, !llvm.loop !15

72:                                               ; preds = %40, %10
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %73, label %76

73:                                               ; preds = %72
  %74 = getelementptr inbounds i32, i32* %0, i64 %6
  %75 = load i32, i32* %13, align 4, !tbaa !9
  store i32 %75, i32* %74, align 4, !tbaa !9
  br label %76

76:                                               ; preds = %73, %72
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z11add_offsetsPiPKii(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %19

10:                                               ; preds = %3
  %11 = sdiv i32 %8, 256
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %1, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !9
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !9
  %18 = add nsw i32 %17, %14
  store i32 %18, i32* %16, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z7scatterPKiS0_S0_Pii(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %24

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, i32* %1, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i32, i32* %0, i64 %13
  %19 = load i32, i32* %18, align 4, !tbaa !9
  %20 = getelementptr inbounds i32, i32* %2, i64 %13
  %21 = load i32, i32* %20, align 4, !tbaa !9
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %3, i64 %22
  store i32 %19, i32* %23, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %17, %12, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nounwind }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{void (i32*, i32*, i32)* @_Z4markPKiPii, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32*, i32)* @_Z11scan_blocksPKiPiS1_i, !"kernel", i32 1}
!2 = !{void (i32*, i32, i32*)* @_Z9scan_sumsPiiS_, !"kernel", i32 1}
!3 = !{void (i32*, i32*, i32)* @_Z11add_offsetsPiPKii, !"kernel", i32 1}
!4 = !{void (i32*, i32*, i32*, i32*, i32)* @_Z7scatterPKiS0_S0_Pii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
